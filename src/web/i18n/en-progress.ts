/** Progress, compliance and badges (issue 4). */
export const enProgress = {} as const;
