import type { Texts } from './en';

/** Spanish texts of the tab forms (open tab, join tab). */
export const es: Texts = {
  openTab: {
    title: 'Abrir cuenta',
    table: 'Número de mesa',
    tablePlaceholder: 'Selecciona el número de mesa',
    firstName: 'Nombre',
    lastName: 'Apellido',
    submit: 'Abrir cuenta',
    cancel: 'Cancelar',
  },
  joinTab: {
    title: 'Unirse a una cuenta',
    table: 'Número de mesa',
    tablePlaceholder: 'Selecciona el número de mesa',
    password: 'Contraseña',
    submit: 'Unirse',
    cancel: 'Cancelar',
  },
};
