/** The console's French texts (the default language). Catalogue messages come from `@console/schema`. */
export const fr = {
  app: {
    name: 'Console distribution',
    tagline: 'Gestion commerciale et livraison',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu',
  },
  signIn: {
    title: 'Connexion',
    subtitle: 'Connectez-vous avec votre compte professionnel.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  menu: {
    label: 'Menu principal',
    signOut: 'Déconnexion',
    collapse: 'Replier le menu',
    expand: 'Déplier le menu',
  },
  home: {
    welcome: 'Bienvenue, {{firstName}}',
    intro: 'Choisissez un raccourci ou une entrée du menu.',
    articles: { title: 'Articles', description: 'Consulter et mettre à jour le catalogue produits.' },
    pointOfSale: { title: 'Point de vente', description: 'Prendre la commande d’un client par téléphone.' },
    dispatch: { title: 'Dispatch', description: 'Affecter les commandes aux véhicules sur la carte.' },
    open: 'Ouvrir',
  },
  profile: {
    title: 'Mon profil',
    photo: 'Photo de {{name}}',
    newPhoto: 'Changer la photo',
    noRole: 'Aucun rôle',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    workingDays: 'Jours travaillés',
    email: 'E-mail',
    changePassword: 'Changer le mot de passe',
  },
  password: {
    title: 'Changer le mot de passe',
    old: 'Ancien mot de passe',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    cancel: 'Annuler',
    submit: 'Valider',
  },
  forbidden: {
    title: 'Accès interdit',
    text: "Cette page n'existe pas ou vous n'avez pas les droits pour l'ouvrir.",
    home: "Retour à l'accueil",
  },
  upcoming: {
    title: 'Écran en préparation',
    text: 'Cet écran arrive dans une prochaine version de la console.',
    home: "Retour à l'accueil",
  },
  preparation: {
    title: 'Préparation des commandes',
    waiting: 'En attente',
    inPreparation: 'En préparation',
    ready: 'Prêtes',
  },
} as const;

/** The shape every language follows: same keys, any text. */
export type Texts<T = typeof fr> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
