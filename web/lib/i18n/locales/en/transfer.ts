import { i18n } from '#web/lib/i18n/i18n.ts';
import { params } from '#web/lib/i18n/params.ts';

/** A location's data as a file: exporting it (settings) and importing one (add a location). */
export const transferMessages = i18n('transfer', {
  exportTitle: 'Export this location',
  exportDescription:
    'Everything in this location as one file: items, categories, the change log, vendors, catalogues, orders, prices, recipes, the menu, and the names and roles of its members. No passwords or emails.',
  exportDownload: 'Download the file',
  exportPreparing: 'Preparing the file…',
  exportFailed: 'The file could not be downloaded. Please try again.',

  importTitle: 'Import a location from a file',
  importDescription:
    'A file exported from Barback becomes a new location that you own. Its members are not added: invite them again.',
  importFile: 'Location file (.json)',
  importSubmit: 'Import location',
  importing: 'Importing…',
  importChooseFile: 'Choose a file to import.',
  importNotAFile: 'This is not a Barback location file.',
  importOtherVersion:
    'This file was written by another version of Barback, which this one cannot read.',
  importTooLarge: 'This file is larger than a location may import.',
  importRefusal: params('{where}: {message}'),
  importFailed: 'The location could not be imported. Please try again.',
});
