import type { ButtonHTMLAttributes } from 'react';

/** Button looks and sizes (SPEC §9); styles live in site.css under `.button-<variant>` and `.button-size-<size>`. */
export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** A button in one of the site's variants and sizes; extra attributes (data-*, aria-*) pass through. */
export function Button({
  variant = 'default',
  size = 'default',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  [data: `data-${string}`]: string | boolean;
}) {
  return (
    <button
      type={type}
      className={[`button button-${variant} button-size-${size}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
