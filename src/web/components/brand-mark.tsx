import { textOnPrimary } from '../shared/theme';
import { companyInitialOf } from './initials';

/** A company without a logo: its initial on its primary colour, in the text shade it chose. */
export function BrandMark({ name, colour, lightText, size }: { name: string; colour: string; lightText: boolean; size: number }) {
  return (
    <span
      aria-hidden
      data-brand-mark
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 6,
        background: colour,
        color: textOnPrimary(lightText),
        fontWeight: 700,
        fontSize: size * 0.42,
        letterSpacing: 0.5,
      }}
    >
      {companyInitialOf(name)}
    </span>
  );
}
