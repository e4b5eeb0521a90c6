// The auth provider catalogue (guides/auth/providers.yaml) matches its schema and SPEC §3, its logos
// exist, and the guides that show providers (phone login, the providers page) agree with it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv } from 'ajv';
import type { LeafDirective } from 'mdast-util-directive';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visit } from 'unist-util-visit';
import { catalogue, guide, guidesDir, PHONE, reaches } from './guide-files.ts';

const schemaFile = fileURLToPath(new URL('../../compiler/schemas/auth-providers.schema.json', import.meta.url));

const SOCIAL = [
  'Apple',
  'Azure',
  'Bitbucket',
  'Discord',
  'Facebook',
  'Figma',
  'GitHub',
  'GitLab',
  'Google',
  'Kakao',
  'Keycloak',
  'LinkedIn',
  'Notion',
  'Slack',
  'Spotify',
  'Twitter',
  'Twitch',
  'WorkOS',
  'Zoom',
];

test('the provider catalogue matches its JSON schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  assert.ok(validate(catalogue), JSON.stringify(validate.errors, null, 2));
  // The schema rejects what it should.
  const broken = structuredClone(catalogue);
  broken.providers[0].official = false;
  assert.not.ok(validate(broken), 'an unofficial provider without a supporter');
  const wrongType = structuredClone(catalogue) as unknown as { providers: Record<string, unknown>[] };
  wrongType.providers[0].authType = 'email';
  assert.not.ok(validate(wrongType), 'authType outside social | phone');
});

test('the provider catalogue lists exactly the 19 social and 3 phone providers of SPEC §3', () => {
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'social')
      .map((p) => p.name)
      .sort(),
    [...SOCIAL].sort(),
  );
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'phone')
      .map((p) => p.name)
      .sort(),
    [...PHONE].sort(),
  );
  assert.equal(
    catalogue.providers
      .filter((p) => !p.official)
      .map((p) => p.name)
      .sort(),
    ['Azure', 'MessageBird', 'Vonage'],
  );
  assert.equal(new Set(catalogue.providers.map((p) => p.id)).size, catalogue.providers.length, 'ids are unique');
});

test('every provider logo exists, and a light variant where hasLightIcon says so', () => {
  for (const p of catalogue.providers) {
    const logo = join(guidesDir, 'auth', p.logo);
    assert.ok(existsSync(logo), p.logo);
    assert.match(readFileSync(logo, 'utf8'), /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, p.logo);
    assert.is(
      existsSync(logo.replace(/\.svg$/, '-light.svg')),
      p.hasLightIcon,
      `${p.id}: hasLightIcon and the -light.svg file agree`,
    );
  }
});

test('phone login has a showSmsProvider tab per SMS provider, Twilio first, with the ids the catalogue links to', () => {
  const phone = guide('auth/phone-login');
  assert.equal([...(phone.tabs.get('showSmsProvider') ?? [])], ['twilio', 'messagebird', 'vonage']);
  assert.equal(
    catalogue.providers
      .filter((p) => p.authType === 'phone')
      .map((p) => reaches(p.href))
      .filter(Boolean),
    [],
  );
  assert.ok(reaches('/guides/auth/phone-login?showSmsProvider=sinch'), 'an unknown provider is caught');
});

test('the providers page lists both kinds of provider from the catalogue', () => {
  const types: string[] = [];
  visit(guide('auth/providers').tree, 'leafDirective', (node: LeafDirective) => {
    if (node.name === 'auth-providers') types.push(String(node.attributes?.type));
  });
  assert.equal(types, ['social', 'phone']);
});

test.run();
