/** A rating label of the talent settings (spec 001 §3). */
export type TalentLabel = { Label: string; Description: string };
export type FormLabels = {
  PrimaryAxisName: string;
  PrimaryPrompt: string;
  SecondaryAxisName: string;
  SecondaryPrompt: string;
  TertiaryAxisName: string;
  TertiaryPrompt: string;
};
export type TalentLabels = {
  PrimaryLabels: TalentLabel[];
  SecondaryLabels: TalentLabel[];
  TertiaryLabels: TalentLabel[];
  FormLable: FormLabels;
  EnableTertiaryRatings: boolean;
  Settings: { ShareRatingWithEmployee: boolean };
  GracePeriod: number;
};

/** What a new company starts with: a 3×3 of performance against potential, so talent works on day one. */
export const DEFAULT_TALENT_LABELS: TalentLabels = {
  PrimaryLabels: [
    { Label: 'Below expectations', Description: 'Results fell short of what the role asks this quarter.' },
    { Label: 'Meets expectations', Description: 'Delivered what the role asks, reliably.' },
    { Label: 'Exceeds expectations', Description: 'Delivered beyond the role and lifted others.' },
  ],
  SecondaryLabels: [
    { Label: 'Growing in role', Description: 'Still building the skills the current role needs.' },
    { Label: 'Ready for more', Description: 'Could take on a broader scope within a year.' },
    { Label: 'Ready now', Description: 'Ready for a bigger role today.' },
  ],
  TertiaryLabels: [
    { Label: 'Rarely', Description: 'Seldom shows our values in daily work.' },
    { Label: 'Often', Description: 'Shows our values in most situations.' },
    { Label: 'Always', Description: 'A model of our values for others.' },
  ],
  FormLable: {
    PrimaryAxisName: 'Performance',
    PrimaryPrompt: 'How did they perform against their goals and role this quarter?',
    SecondaryAxisName: 'Potential',
    SecondaryPrompt: 'How ready are they for a larger role?',
    TertiaryAxisName: 'Values',
    TertiaryPrompt: 'How consistently do they live the company values?',
  },
  EnableTertiaryRatings: false,
  Settings: { ShareRatingWithEmployee: false },
  GracePeriod: 2,
};

export const SAME_COUNT = 'Primary and secondary labels must have the same number of entries (3 or 5), so the matrix is square.';
