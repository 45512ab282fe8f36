import type { en } from './en';

/** Spanish: every English key, translated. */
export const es: typeof en = {
  menu: {
    myOrders: 'Mis pedidos',
    getBill: 'Pedir la cuenta',
    callServer: 'Llamar al camarero',
    checkout: 'Finalizar pedido',
    itemCount_one: '{{count}} producto',
    itemCount_other: '{{count}} productos',
    inOrder: '{{count}} en el pedido',
    outOfStock: 'Agotado',
    menus: 'Menús',
    categories: 'Categorías',
    noImage: 'Sin imagen',
    instagram: 'Instagram',
    facebook: 'Facebook',
    addToHomeScreen: 'Añade este menú a tu pantalla de inicio: pulsa Compartir y luego Añadir a pantalla de inicio.',
    backToSite: 'Volver al sitio principal',
    unavailable: 'No se pudo cargar el menú.',
    callServerDialog: {
      title: 'Llamar a un camarero',
      body: 'Un camarero vendrá a tu mesa.',
      confirm: 'Llamar al camarero',
    },
    serverComing: {
      title: 'Un camarero va de camino',
      body: 'Alguien te atenderá en breve.',
    },
    tablePicker: {
      title: 'Selecciona tu mesa',
      placeholder: 'Selecciona el número de mesa',
      continue: 'Continuar',
    },
  },
  search: {
    placeholder: 'Buscar',
    cancel: 'Cancelar',
    noItemsAvailable: 'No hay productos disponibles',
    noAvailableItems: 'No hay productos disponibles',
    noItemsFound: 'no se encontraron productos',
  },
  item: {
    chooseType: 'Elige el tipo',
    required: 'Obligatorio',
    notMoreThanOne: 'No más de 1',
    note: 'Deja una nota',
    noteLength: '{{count}} de {{max}} caracteres',
    noteFull: '{{max}} caracteres: una nota no admite más',
    add: 'Añadir al pedido',
    update: 'Actualizar pedido',
    total: 'Total',
    outOfStock: 'Agotado',
    tabNeeded: {
      title: 'Abre una cuenta para pedir',
      body: 'Abre una cuenta nueva o únete a la de tu mesa y luego añade tus platos.',
    },
    roomNeeded: {
      title: 'Identifícate con tu habitación para pedir',
      body: 'Introduce tu apellido, el número de habitación y la fecha de salida y luego añade tus platos.',
    },
  },
  common: {
    continue: 'Continuar',
    menu: 'Menú',
    search: 'Buscar',
    language: 'Idioma',
    quantity: 'Cantidad',
    increase: 'Aumentar cantidad',
    decrease: 'Disminuir cantidad',
    poweredBy: 'Con la tecnología de {{brand}}',
  },
  errors: {
    onlyFoodMenuTableArea: 'Solo puedes pedir de la carta de comida en la zona de mesas.',
    requestAlreadyOpen: 'Ya hay una solicitud abierta para tu pedido',
    noItemsAvailable: 'No hay productos disponibles',
  },
};
