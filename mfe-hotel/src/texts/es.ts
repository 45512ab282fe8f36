import type { Texts } from './en';

/** Spanish texts of the hotel remote's screens (landing, hotel page, guest login, e-mail confirmation, enter table). */
export const es: Texts = {
  landing: {
    linkFailed: 'Este enlace no ha funcionado. Abre una cuenta nueva o únete a una.',
    welcome: 'bienvenido',
    subtitle: 'únete a una cuenta existente o abre una nueva',
    cardHint: 'También puedes pedir y pagar ahora con tarjeta.',
    openTab: 'Abrir cuenta nueva',
    joinTab: 'Unirse a una cuenta',
    orderAndPay: 'Pedir y pagar ahora',
    tableLabel: 'Número de mesa',
    tablePlaceholder: 'Selecciona el número de mesa',
    viewAndOrder: 'Ver el menú y pedir',
    justView: 'Solo ver el menú',
  },
  hotel: {
    venues: 'Nuestros locales',
    openVenue: 'Abrir {{name}}',
  },
  login: {
    title: 'Huésped del hotel',
    subtitle: 'Introduce los datos de tu estancia para pedir a tu habitación.',
    surname: 'Apellido',
    roomNumber: 'Número de habitación',
    checkoutDate: 'Fecha de salida',
    continue: 'Continuar',
    notStaying: 'No me alojo en el hotel',
    emailLink: 'Recibe el enlace de tu sesión por correo',
    emailTitle: 'Introduce el correo usado al registrarte',
    email: 'Correo electrónico',
    sendEmail: 'Enviar correo',
    calendar: {
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      previousYear: 'Año anterior',
      nextYear: 'Año siguiente',
      previousDecade: 'Década anterior',
      nextDecade: 'Década siguiente',
    },
  },
  emailConfirmation: {
    sent: 'Te hemos enviado un correo con el enlace de tu sesión',
    inbox: 'Ir a tu bandeja de entrada',
    sendAgain: 'Enviar de nuevo',
  },
  enterTable: {
    title: 'Introduce tu número de mesa',
    placeholder: 'Selecciona el número de mesa',
    submit: 'Ver el menú y pedir',
    notFoundHint: 'El código de tu mesa no corresponde a ningún local. Pregunta al personal o empieza desde la página del local.',
    home: 'Ir a la página de inicio',
  },
  errors: {
    stayNotFound: 'No encontramos ninguna estancia con estos datos. Comprueba tu apellido, el número de habitación y la fecha de salida.',
    loginFailed: '¡Algo salió mal!',
    emailSent: 'Correo enviado correctamente',
    tryAgain: 'Algo salió mal. Inténtalo de nuevo',
  },
};
