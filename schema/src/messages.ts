/**
 * The seeds' error catalogue (seed 000 section 8, seed 002 section 8), in French, exactly as written.
 * The rest-api answers with these texts, the console shows them for the gateway's error codes.
 */
export const Messages = {
  success: 'Operation effectuée avec succès',
  noResult: "Aucun résultat n'a été trouvé",
  stockUnavailable: "Quantité demandée n'est pas disponible",
  stockInsufficient: "La quantitée demandée n'est pas disponible en stock",
  missingParameter: 'Paramètre manquant',
  serverProblem: 'Problème serveur. Veuillez réessayer ultérieurement',
  noPermissions: "Vous n'avez pas les permissions nécessaires pour vous connecter",
  somethingWentWrong: "Quelque chose s'est mal passé",
  requiredField: 'Champ requis',
  invalidEmail: "Format d'email invalide",
  invalidPassword: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordConfirmMismatch: 'La confirmation du mot de passe ne correspond pas',
  passwordsNotIdentical: 'Les mots de passe que vous avez entrés ne sont pas identiques',
  max44: 'vous ne pouvez pas dépasser 44 caractères',
  // Not in the seeds: chosen wordings, in the same voice.
  wrongCredentials: 'Email ou mot de passe incorrect',
  wrongOldPassword: "L'ancien mot de passe est incorrect",
  sessionExpired: 'Votre session a expiré, veuillez vous reconnecter',
  forbidden: "Vous n'avez pas l'accès nécessaire pour cette action",
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans une minute',
  fileTooLarge: 'Le fichier dépasse la taille maximale autorisée',
  requestTooLarge: 'La requête dépasse la taille maximale autorisée',
  max83: 'Vous ne pouvez pas dépasser 83 caractères',
  outcomeUnknown: "Le serveur n'a pas répondu à temps : l'opération a peut-être été enregistrée. Vérifiez avant de réessayer",
  invalidText: 'Ce texte contient des caractères non autorisés',
  nameAlreadyExists: 'Ce nom existe déjà',
  alreadyExists: 'Cette valeur existe déjà',
  unknownReference: "L'élément choisi n'existe pas ou plus",
  stillReferenced: 'Cet élément est encore utilisé ailleurs',
  invalidValue: 'Valeur invalide',
  // A grid row refused for the level its kind needs (new 3, modified 4, deleted 5).
  rowCreateForbidden: "Vous n'avez pas le droit d'ajouter des lignes ici : il faut le niveau Création",
  rowEditForbidden: "Vous n'avez pas le droit de modifier des lignes ici : il faut le niveau Modification",
  rowDeleteForbidden: "Vous n'avez pas le droit de supprimer des lignes ici : il faut le niveau Suppression",
} as const;

/** Said of a text longer than `limit` characters: the seeds' wording for 83 and 44, the same voice otherwise. */
export function maxLengthMessage(limit: number): string {
  if (limit === 83) return Messages.max83;
  if (limit === 44) return Messages.max44;
  return `Vous ne pouvez pas dépasser ${limit} caractères`;
}

/** Said of a refused sign-in: the catalogue's text within a minute, the wait in minutes beyond (a locked account). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return Messages.tooManyAttempts;
  return `Trop de tentatives de connexion. Veuillez réessayer dans ${Math.ceil(retryAfterSeconds / 60)} minutes`;
}

export const MIN_PASSWORD_LENGTH = 6;
/** A pragmatic e-mail pattern, shared by the console's forms and the rest-api's validation. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
