/** What a one-time token sent by e-mail (table user_tokens) lets its holder do. */
export enum TokenPurpose {
  PasswordRecovery = 1,
  TeacherActivation = 2,
  ParentActivation = 3,
  AdminActivation = 4,
  Unsubscribe = 5,
  /** A MON or municipality account invited by the master administrator. */
  NationalActivation = 6,
}
