import { type Phrasebook, phrases } from './phrasebook.ts';

/**
 * The built-in assistant's Spanish: the phrasings of each intent (intents.ts), as a bar
 * manager types them, accents and ¿ optional (words.ts drops both). The venue's own names stay
 * as the venue wrote them; categories also go by their Spanish names.
 */

const PRICE = phrases(`
  precio, precios, cuesta, cuestan, cobra, cobran, tarifa, catalogo, vende, venden, mas barato,
  mas barata, mas baratos, mas baratas, barato, barata
`);
const PRICE_CHANGE = phrases(`
  subio, subieron, subido, sube, suben, subida, subidas, aumento, aumentos, aumentado,
  aumentaron, incremento, incrementos, cambio, cambiado, cambiaron, cambios, historial,
  mas caro, mas cara, mas caros, mas caras, encarecio, encarecido
`);
const DRAFT = phrases(`
  prepara, preparar, preparame, haz, hacer, arma, armar, crea, crear, genera, generar, redacta,
  borrador, que le pido, que pido, que deberia pedir, que debo pedir, que debemos pedir,
  que tengo que pedir, que necesito pedir, que necesitamos pedir, que hay que pedir, pedir a,
  pedirle a, nuevo pedido, sugiere un pedido, sugiereme un pedido
`);
const OPEN_ORDER = phrases(`
  pedidos abiertos, pedido abierto, abierto, abiertos, pendiente, pendientes, en camino,
  por recibir, sin recibir, no recibido, no ha llegado, no han llegado, esperando, algo pedido,
  enviado, enviados, por llegar, estado del pedido, borradores de pedido
`);
const VENDOR = phrases(`
  proveedor, proveedores, distribuidor, distribuidores, contacto, telefono, tel, correo, email,
  numero de, a quien compramos, a quien le compramos, plazo de entrega, tiempo de entrega,
  pedido minimo, quien nos vende, donde compramos
`);
const MENU = phrases(`
  margen, margenes, costo de bebida, porcentaje de costo, de costo, porcentaje de coste,
  de coste, coste de bebida, food cost, pour cost,
  rentabilidad, rentable, ganancia, ganancias, beneficio, utilidad, markup, carta, menu,
  precio de venta, se vende a, mas dinero, nos deja, deja mas
`);
const RECIPE = phrases(`
  receta, recetas, cuesta hacer, costo de hacer, cuesta preparar, costo, coste, cuesta,
  cuanto cuesta, lote, ingredientes, especificacion
`);
const VALUE = phrases(`
  vale, valen, valor, valoracion, cuanto dinero, dolares, valor total, dinero parado,
  dinero en, capital
`);
const CHANGELOG = phrases(`
  cambio, cambiado, cambios, cambiaron, historial, registro, actividad, paso, pasado, ocurrio,
  actualizado, actualizo, quien, toco, movio, editado, edito, ultimo conteo, por ultima vez,
  cuando
`);
const BELOW_PAR = phrases(`
  por debajo del minimo, debajo del minimo, bajo minimo, bajo el minimo, por debajo del par,
  debajo del par, bajo el par, bajo par, bajo, bajos, baja, bajas, poco stock, con poco,
  se acaba, se esta acabando, acabando, agotado, agotando, nos falta, falta, faltan, reponer,
  volver a pedir, hay que pedir, minimo, escaso, escasos
`);
const ITEM = phrases(`
  cuanto, cuanta, cuantos, cuantas, queda, quedan, hay, tenemos, existencia, existencias,
  stock, par, nivel, conteo, costo, precio, quien surte, proveedor
`);
const SEARCH = phrases(`
  busca, buscar, buscame, encuentra, tenemos, tienen, hay, vendemos, lista, algun, alguna,
  algo de
`);

const REASONS = [
  [
    'waste',
    phrases(`
      merma, mermas, desperdicio, desperdicios, desperdiciaron, desperdiciamos, desperdiciado,
      tiro, tiraron, tirado, derramado, derrame, roto, rompio, invitado, invitaciones
    `),
  ],
  [
    'receive',
    phrases(`
      recibido, recibida, recibidas, recibidos, recibio, recibimos, entrega, entregas,
      entregado, llego, llegaron, entro
    `),
  ],
  ['count', phrases('conto, contaron, contado, conteo, conteos, contar, contamos')],
  ['adjust', phrases('ajuste, ajustes, ajustado, ajusto, corregido, corrigio')],
  ['undo', phrases('deshecho, deshizo, deshacer, deshicieron')],
] as const;

/** Spanish phrasings. */
export const es: Phrasebook = {
  askingWords: phrases(`
    que, q, cual, cuales, cuanto, cuanta, cuantos, cuantas, como, donde, quien, quienes, hay,
    tenemos, tengo, tienen, queda, quedan, nos, me, mi, muestrame, dime, dame, lista, busca,
    buscar, encuentra, el, la, los, las, un, una, unos, unas, de, del, en, por, para, a, al, es,
    son, esta, estan, algo, algun, alguna, stock, existencias, articulo, articulos, producto,
    productos, favor, porfa, se, y, con
  `),
  notNames: phrases(`
    que, q, cual, cuales, cuanto, cuanta, cuantos, cuantas, como, donde, quien, quienes, cuando,
    hay, tenemos, tengo, tienen, tiene, queda, quedan, nos, me, mi, tu, su, el, la, lo, los, las,
    un, una, unos, unas, de, del, en, por, para, a, al, es, son, esta, estan, algo, algun,
    alguna, se, y, o, con, sin, mas, muy, cosa, cosas, tiro, tiraron, hizo, hoy, ayer, anoche,
    semana, mes, dia, dias, desde, ultimo, ultima, vez, paso, favor, porfa, hay, queda
  `),
  categoryAliases: [
    { holds: 'whisk', aliases: ['whisky', 'whiskey', 'bourbon', 'rye', 'scotch', 'güisqui'] },
    { holds: 'gin', aliases: ['ginebra'] },
    { holds: 'rum', aliases: ['ron'] },
    { holds: 'wine', aliases: ['vino', 'vinos', 'vermut', 'vermu'] },
    { holds: 'beer', aliases: ['cerveza', 'cervezas', 'sidra'] },
    { holds: 'liqueur', aliases: ['licor', 'licores'] },
    { holds: 'mixer', aliases: ['mezcladores', 'frescos'] },
  ],
  timeWords: [
    [phrases('anoche, ayer en la noche, ayer por la noche'), 'last night'],
    [phrases('esta noche'), 'tonight'],
    [phrases('esta manana'), 'this morning'],
    [phrases('antier, anteayer, antes de ayer'), 'day before yesterday'],
    [phrases('ayer'), 'yesterday'],
    [phrases('hoy, en lo que va del dia'), 'today'],
    [phrases('la semana pasada'), 'last week'],
    [phrases('esta semana, en lo que va de la semana, la semana'), 'this week'],
    [phrases('fin de semana, finde'), 'weekend'],
    [phrases('el mes pasado'), 'last month'],
    [phrases('este mes, en lo que va del mes'), 'this month'],
    [phrases('desde'), 'since'],
    [phrases('lunes'), 'monday'],
    [phrases('martes'), 'tuesday'],
    [phrases('miercoles'), 'wednesday'],
    [phrases('jueves'), 'thursday'],
    [phrases('viernes'), 'friday'],
    [phrases('sabado'), 'saturday'],
    [phrases('domingo'), 'sunday'],
    [phrases('ultimos'), 'last'],
    [phrases('dias'), 'days'],
    // A date as Spain says it: "el 19 de noviembre" → "el 19 november".
    [phrases('de enero, enero'), 'january'],
    [phrases('de febrero, febrero'), 'february'],
    [phrases('de marzo, marzo'), 'march'],
    [phrases('de abril, abril'), 'april'],
    [phrases('de mayo, mayo'), 'may'],
    [phrases('de junio, junio'), 'june'],
    [phrases('de julio, julio'), 'july'],
    [phrases('de agosto, agosto'), 'august'],
    [phrases('de septiembre, septiembre, de setiembre, setiembre'), 'september'],
    [phrases('de octubre, octubre'), 'october'],
    [phrases('de noviembre, noviembre'), 'november'],
    [phrases('de diciembre, diciembre'), 'december'],
  ],
  intents: {
    par_level: {
      par: phrases('par, nivel par, minimo, stock minimo, par minimo'),
      change: phrases(`
        pon, poner, ponle, cambia, cambiar, cambiale, sube, subir, subele, baja, bajar, bajale,
        ajusta, ajustar, fija, fijar, establece, aumenta, aumentar, reduce, reducir, deberia ser
      `),
    },
    price_changes: {
      price: PRICE,
      dearer: phrases('mas caro, mas cara, mas caros, mas caras, encarecido, encarecio'),
      change: PRICE_CHANGE,
    },
    draft_order: {
      draft: DRAFT,
      order: phrases('pedido, pedidos, orden, ordenes, pido, pedir, compra'),
      open: OPEN_ORDER,
      orderFrom: phrases('pedir, pide, pido, ordenar, encargar'),
      notOrderFrom: phrases('pedido minimo, volver a pedir'),
    },
    deliveries: {
      delivery: phrases(`
        entrega, entregas, envio, llego, llegaron, llego el pedido, vino, recibimos, recibido,
        recibida
      `),
      complete: phrases(`
        completo, completa, completos, completas, entero, entera, todo, falto, faltaron,
        falto algo, incompleto, incompleta, lo que pedimos, como se pidio
      `),
    },
    open_orders: { open: OPEN_ORDER, not: phrases('pedido minimo') },
    variance: {
      variance: phrases(`
        perdiendo dinero, perdemos dinero, perdimos dinero, perdiendo stock, varianza,
        varianzas, merma desconocida, faltante, faltantes, robo, robado, robaron, fuga, fugas,
        donde se fue, sobre servido, servir de mas, sirviendo de mas
      `),
    },
    item_usage: {
      usage: phrases(`
        gastamos, gastado, gastaron, consumimos, consumo, consumido, consumieron, usamos, usado,
        usaron, uso, utilizamos, servimos, que tan rapido, cuanto se usa, cuanto se gasta
      `),
    },
    waste_value: {
      waste: phrases(`
        merma, mermas, desperdicio, desperdicios, desperdiciado, derrame, derrames, rotura,
        roturas, invitaciones
      `),
      money: phrases(
        'costo, costo nos, nos costo, cuesta, costaron, dinero, valor, vale, dolares, gasto',
      ),
    },
    menu_engineering: {
      engineering: phrases(`
        ingenieria de menu, ingenieria del menu, ingenieria de carta, ingenieria de la carta,
        matriz del menu, matriz de menu, mix de menu, estrellas y perros
      `),
      classes: [
        [
          'dog',
          phrases(`
            perro, perros, sacar de la carta, quitar de la carta, sacar del menu, quitar del menu,
            deberiamos quitar, deberiamos sacar, los que peor se venden, peor vendidos, perdedores
          `),
        ],
        [
          'puzzle',
          phrases(`
            enigma, enigmas, rompecabezas, ganan bien pero, no se vende, no se venden,
            se vende poco, se venden poco, buen margen pero
          `),
        ],
        [
          'plowhorse',
          phrases(`
            caballo de batalla, caballos de batalla, se venden bien pero, se vende bien pero,
            ganan poco, gana poco, dejan poco, deja poco, populares pero
          `),
        ],
        [
          'star',
          phrases(`
            estrella, estrellas, mas vendidos, mejores vendidos, ganadores,
            se venden bien y ganan bien
          `),
        ],
      ],
    },
    menu_margins: {
      menu: MENU,
      best: phrases(`
        mas dinero, mas rentable, mas rentables, mejor margen, mejores margenes, mayor margen,
        deja mas, gana mas, el que mas deja
      `),
    },
    vendor_prices: {
      price: PRICE,
      catalogue: phrases('catalogo, tiene, tienen, vende, venden, lista'),
      sellers: phrases(`
        quien vende, que proveedor, cual proveedor, proveedores, proveedor, mas barato,
        mas barata, mas baratos, mas baratas, donde comprar, donde compramos, comprar a,
        quien tiene, tienen, quien provee, surte, precio, precios
      `),
    },
    recipe_cost: { recipe: RECIPE, price: PRICE },
    vendors: { vendor: VENDOR },
    stock_value: { value: VALUE },
    changelog: { log: CHANGELOG, notLog: BELOW_PAR, reasons: REASONS },
    item: { item: ITEM },
    below_par: { below: BELOW_PAR },
    search: { search: SEARCH, item: ITEM },
    named: {},
  },
};
