import type { Messages } from './en';

export const es: Messages = {
  common: {
    ok: 'OK',
    cancel: 'Cancelar',
    retry: 'Reintentar',
    loading: 'Cargando…',
    close: 'Cerrar',
    back: 'Volver',
    table: 'Mesa',
    logo: 'Logotipo de {{name}}',
  },
  notFound: {
    venue: 'URL no encontrada',
  },
  errors: {
    generic: 'Algo salió mal',
    network: 'Error de red. Comprueba tu conexión e inténtalo de nuevo.',
    notAcceptingOrders: 'El local no acepta pedidos en este momento',
    fieldRequired: 'Este campo es obligatorio',
    selectTableNumber: 'Selecciona el número de mesa',
    invalidEmail: 'Correo electrónico no válido',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  },
  tabBar: {
    openTab: 'Abrir cuenta',
    joinTab: 'Unirse a una cuenta',
  },
};
