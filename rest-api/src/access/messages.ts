/**
 * French texts of the users and access administration rules. Not in the seeds (which leave these
 * refusals unspecified): chosen wordings, in the catalogue's voice, agreed with the gateway.
 */
export const AdminMessages = {
  emailTaken: 'Cet email est déjà utilisé',
  extensionTaken: 'Ce poste 3CX est déjà attribué à un autre utilisateur',
  userTypeFixed: "Le type d'utilisateur ne peut pas être modifié",
  deleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  userTypeInUse: 'Ce type est utilisé par des utilisateurs',
  roleInUse: "Ce rôle est attribué à des utilisateurs : retirez-le d'abord.",
  roleAlreadyGranted: 'Ce rôle est déjà attribué à cet utilisateur',
  permissionInUse: 'Cette permission est utilisée par des rôles ou des utilisateurs',
  permissionAlreadyGranted: 'Cette permission est déjà attribuée avec ce niveau',
  accessLevelInUse: "Ce niveau d'accès est utilisé par des rôles ou des utilisateurs",
  permissionTypeInUse: "Ce type de permission est utilisé par des niveaux d'accès",
  agentTaken: 'Cet agent est déjà affecté à un autre superviseur',
  notAnAgent: "Cet utilisateur n'est pas un agent du centre d'appel",
  notASupervisor: "Cet utilisateur n'est pas un superviseur",
  grantAboveOwn: 'Vous ne pouvez pas attribuer une permission à un niveau que vous ne détenez pas vous-même',
  roleAboveOwn: 'Vous ne pouvez pas attribuer un rôle qui donne plus de droits que les vôtres',
  ownAccess: 'Vous ne pouvez pas modifier vos propres rôles ou permissions',
  levelTypeAboveOwn: "Vous ne pouvez pas ajouter à ce niveau d'accès un type de permission que vous ne détenez pas sur les permissions qui l'utilisent",
  superAdminOnly: 'Seul un Super Admin peut créer un utilisateur Super Admin',
  accountAboveOwn: "Vous ne pouvez pas changer le mot de passe d'un utilisateur qui a plus de droits que vous",
} as const;
