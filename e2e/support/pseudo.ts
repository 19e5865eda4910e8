import { pseudoText } from '../../src/i18n/pseudo';

/**
 * A catalogue text as the pseudo-locale shows it, to find a control by its name there: 'Add Goal' finds '⟦Áðð Ĝóáļ~~~⟧'
 * (and a name that holds it, as 'Generate ⟦User List⟧' holds 'User List').
 */
export function inPseudo(english: string): RegExp {
  const accented = pseudoText(english).slice(1).replace(/~*⟧$/, '');
  return new RegExp(accented.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
