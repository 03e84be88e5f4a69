/**
 * The e-mails claimants receive, in each language the portal speaks (ICU message format). Staff
 * e-mails, the assignment form and the dispute letter stay English (they go to carriers).
 */
export const MAIL_MESSAGES = {
  en: {
    approved: {
      subject: '{firm} claims portal: your account is approved',
      body:
        'Hello {name},\n\nYour account request has been approved. Your username is: {username}\n\n' +
        'Choose your password here (the link works once, for {hours, plural, one {# hour} other {# hours}}):\n\n{link}\n',
    },
    reset: {
      subject: '{firm} claims portal: choose a new password',
      body:
        'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of the account "{username}".\n' +
        'Choose a new password here within {hours, plural, one {# hour} other {# hours}}:\n\n{link}\n\n' +
        'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    },
    claimReceived: {
      subject: '{firm}: claim {ref} received',
      thanks: 'Thank you. We received your claim.',
      thanksFor: 'Thank you. We received your claim for {insured}.',
      reference: 'Reference number: {ref}',
      respond: 'We will respond within 24 hours.',
    },
    claimStatus: {
      subject:
        '{firm}: claim {ref} is {status, select, submitted {submitted} processing {under review} approved {approved} rejected {rejected} other {{status}}}',
      now: 'Your claim {ref} is now {status, select, submitted {submitted} processing {under review} approved {approved} rejected {rejected} other {{status}}}.',
      note: 'Note from our staff: {note}',
    },
    track: 'Track its status: {link}',
    verify: {
      subject: '{firm} claims portal: confirm your e-mail address',
      body:
        'Hello {name},\n\nOpen this link within {hours, plural, one {# hour} other {# hours}} to confirm that this address belongs to the account "{username}":\n\n{link}\n\n' +
        'If you did not ask for this, ignore this e-mail.\n',
    },
    requestNotice: {
      subject: '{firm} claims portal: a new account was requested with your e-mail address',
      body: 'Hello {name},\n\nSomeone asked for a new account with this e-mail address. No new account was created.\n{state}{signIn}\n\nIf this was not you, you can ignore this e-mail.\n',
      pending: 'A request for this address is already waiting for approval; you will hear from us when it is decided.',
      deactivated: 'This address already belongs to the account "{username}", which is deactivated. Ask an administrator to restore it.',
      exists: 'This address already belongs to the account "{username}". Sign in with it, or use Forgot password to choose a new password.',
      signIn: '\n\nSign in at {link}',
    },
  },
  es: {
    approved: {
      subject: 'Portal de reclamos de {firm}: su cuenta fue aprobada',
      body:
        'Hola, {name}:\n\nSu solicitud de cuenta fue aprobada. Su nombre de usuario es: {username}\n\n' +
        'Elija su contraseña aquí (el enlace funciona una sola vez, durante {hours, plural, one {# hora} other {# horas}}):\n\n{link}\n',
    },
    reset: {
      subject: 'Portal de reclamos de {firm}: elija una nueva contraseña',
      body:
        'Hola, {name}:\n\nAlguien (esperamos que usted) pidió restablecer la contraseña de la cuenta "{username}".\n' +
        'Elija una nueva contraseña aquí dentro de {hours, plural, one {# hora} other {# horas}}:\n\n{link}\n\n' +
        'Si usted no lo pidió, ignore este correo: su contraseña no cambia.\n',
    },
    claimReceived: {
      subject: '{firm}: recibimos el reclamo {ref}',
      thanks: 'Gracias. Recibimos su reclamo.',
      thanksFor: 'Gracias. Recibimos su reclamo a nombre de {insured}.',
      reference: 'Número de referencia: {ref}',
      respond: 'Le responderemos dentro de 24 horas.',
    },
    claimStatus: {
      subject:
        '{firm}: el reclamo {ref} está {status, select, submitted {enviado} processing {en revisión} approved {aprobado} rejected {rechazado} other {{status}}}',
      now: 'Su reclamo {ref} ahora está {status, select, submitted {enviado} processing {en revisión} approved {aprobado} rejected {rechazado} other {{status}}}.',
      note: 'Nota de nuestro personal: {note}',
    },
    track: 'Consulte el estado aquí: {link}',
    verify: {
      subject: 'Portal de reclamos de {firm}: confirme su correo electrónico',
      body:
        'Hola, {name}:\n\nAbra este enlace dentro de {hours, plural, one {# hora} other {# horas}} para confirmar que esta dirección pertenece a la cuenta "{username}":\n\n{link}\n\n' +
        'Si usted no lo pidió, ignore este correo.\n',
    },
    requestNotice: {
      subject: 'Portal de reclamos de {firm}: se pidió una cuenta nueva con su correo electrónico',
      body: 'Hola, {name}:\n\nAlguien pidió una cuenta nueva con este correo electrónico. No se creó ninguna cuenta.\n{state}{signIn}\n\nSi no fue usted, puede ignorar este correo.\n',
      pending: 'Ya hay una solicitud con esta dirección esperando aprobación; le avisaremos cuando se decida.',
      deactivated: 'Esta dirección ya pertenece a la cuenta "{username}", que está desactivada. Pida a un administrador que la restablezca.',
      exists: 'Esta dirección ya pertenece a la cuenta "{username}". Inicie sesión con ella o use Olvidé mi contraseña para elegir una nueva.',
      signIn: '\n\nInicie sesión en {link}',
    },
  },
} as const;
