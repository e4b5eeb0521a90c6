import type { ButtonHTMLAttributes } from 'react';

/** Button looks and sizes (SPEC §9); styles live in site.css under `.button-<variant>` and `.button-size-<size>`. */
export const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'icon'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** The class names of a button of this variant and size, for `<button>` and button-like `<a>` alike. */
export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return `button button-${variant} button-size-${size}`;
}

/** A button in one of the site's variants and sizes. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={[buttonClass(variant, size), className].filter(Boolean).join(' ')} {...rest} />;
}
