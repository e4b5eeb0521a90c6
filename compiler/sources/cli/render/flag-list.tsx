import type { Flag } from '../section.ts';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { RequiredBadge } from '../../../../renderer/components/sections/required-badge.tsx';
import { AnchorLink } from '../../../../renderer/components/sections/section-heading.tsx';
import { SiteLink } from '../../../../renderer/components/site-href.tsx';

/**
 * A command's flags: name, Required/Optional badge, default (only for an optional flag: a required
 * one is always passed, so its default never applies), where an inherited flag comes from
 * (linked to that command's page under `route`), description and an accordion of accepted values.
 */
export function FlagList({ flags, idPrefix, route }: { flags: Flag[]; idPrefix: string; route: string }) {
  return (
    <ul className="flag-list">
      {flags.map((flag) => (
        <li key={flag.id} className="flag" id={`${idPrefix}-${flag.id}`}>
          <div className="flag-head">
            <code className="flag-name">{flag.name}</code>
            <RequiredBadge required={flag.required} />
            {!flag.required && flag.defaultValue !== '' && (
              <span className="flag-default">
                Default: <code>{flag.defaultValue}</code>
              </span>
            )}
            <AnchorLink href={`#${idPrefix}-${flag.id}`} label={`Link to this flag: ${flag.name}`} />
          </div>
          {flag.inheritedFrom && (
            <p className="flag-inherited">
              Inherited from{' '}
              <SiteLink href={`${route}${flag.inheritedFrom.id}/`}>
                <code>{flag.inheritedFrom.title}</code>
              </SiteLink>
            </p>
          )}
          <div className="flag-description">
            <Markup nodes={flag.description} />
          </div>
          {flag.acceptedValues.length > 0 && (
            <details className="accordion">
              <summary>Accepted values ({flag.acceptedValues.length})</summary>
              <ul className="accepted-values">
                {flag.acceptedValues.map((value) => (
                  <li key={value.id}>
                    <code>{value.name}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
