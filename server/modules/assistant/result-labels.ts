import type { AssistantLanguage } from '#contract/assistant.ts';
import type { AssistantProposal, AssistantToolResult } from '#contract/assistant-results.ts';

/**
 * The labels of a tool's result (its title, columns, fields and totals) in the app's
 * language. Tools word them in English once; the turn puts them in the request's language
 * before they are sent and saved. Venue names inside a title are kept as they are.
 */

/** Fixed labels, English → Spanish. */
const ES_LABELS: Record<string, string> = {
  After: 'Después',
  'Average margin': 'Margen medio',
  'Average price': 'Precio medio',
  Before: 'Antes',
  'Below par': 'Por debajo del mínimo',
  By: 'Por',
  Category: 'Categoría',
  Cause: 'Causa',
  Change: 'Cambio',
  Changed: 'Cambiado',
  Class: 'Clase',
  Closing: 'Cierre',
  Contact: 'Contacto',
  Cost: 'Coste',
  'Cost per portion': 'Coste por ración',
  'Cost per unit': 'Coste por unidad',
  Deliveries: 'Entregas',
  Email: 'Correo',
  'Estimated total': 'Total estimado',
  'Food cost %': '% de coste',
  'Food cost % (Σ cost ÷ Σ price)': '% de coste (Σ coste ÷ Σ precio)',
  From: 'Desde',
  Ingredient: 'Ingrediente',
  Item: 'Artículo',
  Items: 'Artículos',
  'Items below par': 'Artículos por debajo del mínimo',
  'Lead time (days)': 'Plazo de entrega (días)',
  'Left out: cost unknown': 'Fuera: coste desconocido',
  'Left out: no cost or no recipe figure': 'Fuera: sin coste o sin receta',
  'Left out: no cost': 'Fuera: sin coste',
  Line: 'Línea',
  'Line total': 'Total de la línea',
  Lines: 'Líneas',
  List: 'Lista',
  Margin: 'Margen',
  'Menu item': 'Plato o bebida',
  'Menu margins': 'Márgenes de la carta',
  'Menu mix': 'Mezcla de ventas',
  'Minimum order': 'Pedido mínimo',
  'Name a vendor or an item': 'Nombra un proveedor o un artículo',
  'Not classed: cost unknown': 'Sin clase: coste desconocido',
  'Not costed': 'Sin coste',
  'Not two closed full counts to compare yet':
    'Aún no hay dos recuentos completos cerrados que comparar',
  'Nothing found': 'No se encontró nada',
  Now: 'Ahora',
  'On hand': 'En existencia',
  'Open orders': 'Pedidos abiertos',
  Opening: 'Apertura',
  Ordered: 'Pedido',
  Pack: 'Envase',
  Packs: 'Envases',
  Par: 'Mínimo',
  'Par level': 'Mínimo',
  'Par level now': 'Mínimo actual',
  Phone: 'Teléfono',
  'Popularity line': 'Umbral de popularidad',
  Preferred: 'Preferido',
  'Preferred vendor': 'Proveedor preferido',
  'Previous price': 'Precio anterior',
  Price: 'Precio',
  'Price per pack': 'Precio por envase',
  'Price rises of more than 5% in the last 30 days':
    'Subidas de precio de más del 5 % en los últimos 30 días',
  'Proposed par level': 'Mínimo propuesto',
  Quantity: 'Cantidad',
  Reason: 'Motivo',
  Received: 'Recibido',
  Sent: 'Enviado',
  'Short by': 'Faltan',
  Sold: 'Vendido',
  'Sold (by recipe)': 'Vendido (por receta)',
  Source: 'Origen',
  Status: 'Estado',
  'Stock value': 'Valor de las existencias',
  'Stock value by category': 'Valor de las existencias por categoría',
  'Storage area': 'Zona de almacén',
  'Target food cost %': '% de coste objetivo',
  'The lookup was asked for in a way it cannot answer':
    'La consulta se pidió de una forma que no puede responder',
  To: 'Hasta',
  'Total cost': 'Coste total',
  'Total margin': 'Margen total',
  'Total stock value': 'Valor total de las existencias',
  Unexplained: 'Sin explicar',
  'Unexplained value': 'Valor sin explicar',
  Unit: 'Unidad',
  Used: 'Usado',
  Value: 'Valor',
  'Value wasted': 'Valor de la merma',
  Vendor: 'Proveedor',
  'Vendor price per pack': 'Precio del proveedor por envase',
  Vendors: 'Proveedores',
  Was: 'Antes',
  Waste: 'Merma',
  Wasted: 'Merma',
  When: 'Cuándo',
};

/** Titles that name something after a fixed beginning, English → Spanish beginning. */
const ES_PREFIXES: [string, string][] = [
  ['Below par in ', 'Por debajo del mínimo en '],
  ['Cost of ', 'Coste de '],
  ['Draft order for ', 'Borrador de pedido para '],
  ['Items matching ', 'Artículos que coinciden con '],
  ['No item matches ', 'Ningún artículo coincide con '],
  ['No item named ', 'Ningún artículo llamado '],
  ['No recipe named ', 'Ninguna receta llamada '],
  ['No vendor named ', 'Ningún proveedor llamado '],
  ['No vendor or item named ', 'Ningún proveedor ni artículo llamado '],
  ['Nobody and nothing named ', 'Nadie ni nada llamado '],
  ['Nothing named ', 'Nada llamado '],
  ['Open orders with ', 'Pedidos abiertos con '],
  ['Price changes of ', 'Cambios de precio de '],
  ['Stock changes', 'Cambios de existencias'],
  ['Menu margins: ', 'Márgenes de la carta: '],
  ['Variance from ', 'Diferencia desde '],
  ['Waste of ', 'Merma de '],
];

function labelIn(label: string): string {
  const fixed = ES_LABELS[label];
  if (fixed) return fixed;
  const prefix = ES_PREFIXES.find(([english]) => label.startsWith(english));
  return prefix ? `${prefix[1]}${label.slice(prefix[0].length)}` : label;
}

/** The result with its labels in the language (the same result in English). */
export function inLanguage(
  result: AssistantToolResult,
  language: AssistantLanguage,
): AssistantToolResult {
  if (language === 'en') return result;
  const title = labelIn(result.title);
  if (result.kind === 'table') {
    return {
      ...result,
      title,
      columns: result.columns.map((column) => ({ ...column, label: labelIn(column.label) })),
      totals: result.totals?.map((field) => ({ ...field, label: labelIn(field.label) })) ?? null,
    };
  }
  if (result.kind === 'card') {
    return {
      ...result,
      title,
      fields: result.fields.map((field) => ({ ...field, label: labelIn(field.label) })),
    };
  }
  return { ...result, title };
}

/**
 * A proposal's title in the language: "Create a draft order for …", "Set the par level of …";
 * a draft order's generate request carries the language, for the list's name and notes.
 */
export function proposalInLanguage(
  proposal: AssistantProposal,
  language: AssistantLanguage,
): AssistantProposal {
  if (language === 'en') return proposal;
  const order = /^Create a draft order for (.*) with (\d+) lines?$/.exec(proposal.title);
  if (order) {
    const lines = Number(order[2]) === 1 ? 'línea' : 'líneas';
    return {
      ...proposal,
      title: `Crear un borrador de pedido para ${order[1]} con ${order[2]} ${lines}`,
      // The list it makes is named and noted in the language too.
      apply: proposal.apply.map((request) =>
        request.path === '/api/shopping-lists/generate'
          ? { ...request, body: { ...request.body, language } }
          : request,
      ),
    };
  }
  const par = /^Set the par level of (.*) to (.+)$/.exec(proposal.title);
  if (par) return { ...proposal, title: `Fijar el mínimo de ${par[1]} en ${par[2]}` };
  return proposal;
}
