/**
 * Texts of the mails we send, in both languages (docs/PRODUCT.md#languages: Serbian is the default, English the
 * other). The catalogue type makes a key missing in one language a type error. Parameters arrive already escaped for
 * the output they are rendered into (templates.ts), so these functions only place them.
 */
import { withCyrillic } from '@/domain/shared/cyrillic';

export interface ActionMailTexts<Params> {
  subject: (params: Params) => string;
  heading: string;
  greeting: (params: Params) => string;
  intro: (params: Params) => string;
  action: string;
  validity: string;
  ignore: string;
}

export interface MailCatalogue {
  verifyEmail: ActionMailTexts<{ name: string }>;
  resetPassword: ActionMailTexts<{ name: string }>;
  invite: ActionMailTexts<{ venueName: string }>;
  linkFallback: string;
  signature: string;
}

export const MAIL_MESSAGES = withCyrillic<MailCatalogue>({
  ser: {
    verifyEmail: {
      subject: () => 'Potvrdite svoju e-mail adresu za Nabavku',
      heading: 'Potvrda e-mail adrese',
      greeting: ({ name }) => `Zdravo, ${name}!`,
      intro: () =>
        'Hvala što ste se registrovali u Nabavku. Kliknite na dugme ispod da biste potvrdili svoju e-mail adresu i aktivirali nalog.',
      action: 'Potvrdi e-mail adresu',
      validity: 'Link važi 48 sati i može se iskoristiti samo jednom.',
      ignore: 'Ako niste vi napravili nalog, slobodno zanemarite ovu poruku.',
    },
    resetPassword: {
      subject: () => 'Promena lozinke za Nabavku',
      heading: 'Promena lozinke',
      greeting: ({ name }) => `Zdravo, ${name}!`,
      intro: () =>
        'Primili smo zahtev za promenu lozinke vašeg naloga. Novu lozinku možete postaviti preko dugmeta ispod.',
      action: 'Postavi novu lozinku',
      validity: 'Link važi jedan sat i može se iskoristiti samo jednom.',
      ignore: 'Ako niste vi tražili promenu lozinke, zanemarite ovu poruku: vaša lozinka ostaje ista.',
    },
    invite: {
      subject: ({ venueName }) => `Poziv da se pridružite objektu ${venueName} u Nabavci`,
      heading: 'Poziv u Nabavku',
      greeting: () => 'Zdravo!',
      intro: ({ venueName }) =>
        `Pozvani ste da se pridružite objektu ${venueName} u Nabavci, aplikaciji za naručivanje robe od dobavljača. Prihvatite poziv i napravite nalog preko dugmeta ispod.`,
      action: 'Prihvati poziv',
      validity: 'Link može da se iskoristi samo jednom.',
      ignore: 'Ako ne očekujete ovaj poziv, slobodno zanemarite ovu poruku.',
    },
    linkFallback: 'Ako dugme ne radi, kopirajte ovaj link u pregledač:',
    signature: 'Srdačan pozdrav,\nTim Nabavke',
  },
  en: {
    verifyEmail: {
      subject: () => 'Confirm your e-mail address for Nabavka',
      heading: 'E-mail confirmation',
      greeting: ({ name }) => `Hello ${name},`,
      intro: () =>
        'Thank you for signing up to Nabavka. Click the button below to confirm your e-mail address and activate your account.',
      action: 'Confirm e-mail address',
      validity: 'The link is valid for 48 hours and can be used once.',
      ignore: 'If you did not create an account, you can safely ignore this message.',
    },
    resetPassword: {
      subject: () => 'Reset your Nabavka password',
      heading: 'Password reset',
      greeting: ({ name }) => `Hello ${name},`,
      intro: () =>
        'We received a request to reset the password of your account. You can set a new one with the button below.',
      action: 'Set a new password',
      validity: 'The link is valid for one hour and can be used once.',
      ignore: 'If you did not ask for a password reset, ignore this message: your password stays the same.',
    },
    invite: {
      subject: ({ venueName }) => `Invitation to join ${venueName} on Nabavka`,
      heading: 'Invitation to Nabavka',
      greeting: () => 'Hello,',
      intro: ({ venueName }) =>
        `You have been invited to join ${venueName} on Nabavka, the app for ordering goods from suppliers. Accept the invitation and create your account with the button below.`,
      action: 'Accept invitation',
      validity: 'The link can be used once.',
      ignore: 'If you were not expecting this invitation, you can safely ignore this message.',
    },
    linkFallback: 'If the button does not work, copy this link into your browser:',
    signature: 'Kind regards,\nThe Nabavka team',
  },
});
