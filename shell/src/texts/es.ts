import type { Texts } from './en';

/** Spanish texts of the shell. */
export const es: Texts = {
  shell: {
    remoteFailed: {
      title: 'Algo salió mal al cargar esta parte de la aplicación',
      body: 'No se pudo cargar {{part}}. Comprueba tu conexión e inténtalo de nuevo.',
      renderTitle: 'No se pudo abrir esta página',
      renderBody: 'No se pudo abrir {{part}}. El fallo es nuestro, no de tu conexión: inténtalo de nuevo o ve a la página de inicio.',
      retry: 'Reintentar',
      home: 'Ir a la página de inicio',
    },
    registryFailed: {
      title: 'La aplicación no pudo iniciarse. Comprueba tu conexión e inténtalo de nuevo.',
    },
    remote: {
      mfe_menu: 'el menú',
      mfe_tab: 'la cuenta',
      mfe_checkout: 'el pedido y el pago',
      mfe_hotel: 'las páginas de bienvenida y del hotel',
    },
    tabBarUnavailable: 'No se pudo cargar la barra de la cuenta.',
  },
  notFound: {
    title: 'Error 404',
    subtitle: 'Página no encontrada',
    action: 'échale un vistazo',
  },
  overlays: {
    orderExpired: 'Tu pedido ha caducado.',
    tabExpired: 'Tu cuenta ha caducado',
    tabExpiredHint: 'Abre una cuenta nueva o únete a una para seguir pidiendo.',
    tabExpiredItemsKept: 'Tus productos se conservan: los encontrarás en tu próximo pedido.',
  },
};
