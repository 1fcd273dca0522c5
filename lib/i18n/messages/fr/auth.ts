import type { Catalogue } from "../../types";

export const auth: Catalogue["auth"] = {
  fields: {
    name: "Nom",
    gender: "Genre",
    male: "Homme",
    female: "Femme",
    email: "E-mail",
    password: "Mot de passe",
    passwordConf: "Confirmation du mot de passe",
    oldPassword: "Ancien mot de passe",
    newPassword: "Nouveau mot de passe",
    newPasswordConf: "Confirmation du nouveau mot de passe",
  },
  signIn: {
    metaTitle: "Connexion",
    title: "Connexion",
    submit: "Se connecter",
    forgotPassword: "Mot de passe oublié ?",
    newCustomer: "Nouveau client",
    newCustomerText:
      "Créez un compte pour garder une liste d'envies, enregistrer vos adresses et suivre vos commandes.",
    createAccount: "Créer un compte",
  },
  signUp: {
    metaTitle: "Créer un compte",
    title: "Créer un compte",
    submit: "Créer mon compte",
    haveAccount: "Déjà un compte ? Connectez-vous.",
  },
  forgotPassword: {
    metaTitle: "Mot de passe oublié",
    title: "Mot de passe oublié",
    intro:
      "Saisissez l'adresse e-mail de votre compte et nous vous enverrons un lien pour réinitialiser votre mot de passe.",
    submit: "Envoyer le lien",
    backToSignIn: "Retour à la connexion",
  },
  resetPassword: {
    metaTitle: "Réinitialiser le mot de passe",
    title: "Réinitialiser le mot de passe",
    submit: "Réinitialiser le mot de passe",
    signIn: "Se connecter",
    linkInvalid: "Ce lien de réinitialisation n'est pas valide ou a expiré, veuillez en demander un nouveau.",
  },
};
