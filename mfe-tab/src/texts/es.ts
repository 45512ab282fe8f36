import type { Texts } from './en';

/** Spanish texts of the tab forms (open tab, join tab). */
export const es: Texts = {
  openTab: {
    title: 'Abrir cuenta',
    table: 'Número de mesa',
    tablePlaceholder: 'Selecciona el número de mesa',
    room: 'Número de habitación',
    roomPlaceholder: 'Selecciona el número de habitación',
    firstName: 'Nombre',
    lastName: 'Apellido',
    submit: 'Abrir cuenta',
    cancel: 'Cancelar',
  },
  joinTab: {
    title: 'Unirse a una cuenta',
    table: 'Número de mesa',
    tablePlaceholder: 'Selecciona el número de mesa',
    room: 'Número de habitación',
    roomPlaceholder: 'Selecciona el número de habitación',
    password: 'Contraseña',
    submit: 'Unirse',
    cancel: 'Cancelar',
  },
  errors: {
    unknownTable: 'La mesa {{table}} no es de este local. Elige tu mesa.',
    unknownRoom: 'La habitación {{table}} no es de este local. Elige tu habitación.',
    error: 'Error',
    tableOrPasswordMismatch: 'El número de mesa o la contraseña no coinciden',
    missingFields: 'Faltan campos',
  },
  validation: {
    enter: 'Introduce {{fields}}',
    fields: {
      firstName: '(Nombre)',
      lastName: '(Apellido)',
      tableNumber: '(Número de mesa)',
      roomNumber: '(Número de habitación)',
      password: '(Contraseña)',
    },
  },
  tabBar: {
    label: 'Tu cuenta',
    table: 'Mesa {{table}}',
    room: 'Habitación {{room}}',
    password: 'Contraseña {{password}}',
    share: 'Compartir',
    shareTitle: 'Únete a mi cuenta',
    shareText: 'Únete a mi cuenta en {{venue}}',
    linkCopied: 'Enlace copiado',
    exitTab: 'Salir de la cuenta',
    readOnly: 'modo solo lectura',
    notAccepting: 'el local no acepta pedidos en este momento',
    exitConfirm: '¿Seguro que quieres salir?',
    exit: 'Salir',
  },
};
