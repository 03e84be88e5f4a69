/**
 * The sentences of the valuation review (points to dispute, the alternative value\'s working, the
 * loss vehicle\'s rows) in each language the portal speaks, ICU message format. The claimant reads the
 * review in their language; the dispute letter quotes the English, since it goes to the carrier.
 * Figures arrive formatted ($1,234.00, 12,345); names, labels and the state\'s rules printed on a
 * report or in a public source stay as they are printed.
 */
export const REVIEW_MESSAGES = {
  en: {
    where: { file: '{file}, page {page}', page: 'page {page}' },
    comparable: { plain: 'Comparable {n}', named: 'Comparable {n} ({name})', added: '{comparable}, added by the owner' },
    point: {
      negotiation:
        'The report deducts {amount} as "{label}" ({where}). The owner negotiated no sale; a deduction for a discount that never happened is not part of the vehicle\'s actual cash value.',
      negotiationComparables:
        'The report lowers {count, plural, one {# comparable price} other {# comparable prices}} by a "{label}" adjustment, {amount} in all: asking prices are cut for a negotiation the owner never had.',
      condition: 'The report takes {amount} off for the vehicle\'s condition ("{label}", {where}); the report should show what the deduction is based on.',
      conditionStated:
        'The report takes {amount} off for the vehicle\'s condition ("{label}", {where}); the report should show what the deduction is based on. The owner states the condition as "{condition}".',
      noSalesTax:
        'The report has no sales-tax line, but {state} requires a total-loss payment to include the sales tax on a comparable vehicle ({rate}% state rate; {source}).',
      noTitleFees:
        'The report has no title or registration fee line, but {state} requires the title and registration fees of a replacement vehicle to be paid ({rule}).',
      mileageHigher:
        'The report values the vehicle at {reported} miles ({where}); the owner states {stated}. Higher mileage lowers the value: the mileage adjustment should be redone.',
      mileageLower:
        'The report values the vehicle at {reported} miles ({where}); the owner states {stated}. The report should be corrected to the odometer reading.',
      options:
        'The owner states {count, plural, one {an option} other {options}} the report does not list: {list}. Equipment left out of the loss vehicle lowers its value.',
      fewComparables:
        'The report rests on {count, plural, =0 {no comparable vehicle} one {only # comparable vehicle} other {only # comparable vehicles}}; a fair market value needs at least three.',
      comparable: '{comparable} {concern}.',
    },
    check: {
      comparables:
        "The {count, plural, one {comparable} other {# comparables}} read from the report {count, plural, one {is valued at} other {average}} {mean} adjusted, but the report's base value is {base} ({percent}% apart): some comparables may have been missed or misread. Compare this list with the report's comparable pages, and add or drop comparables before writing the letter.",
      noComparables:
        'No comparable vehicle could be read from the report, which prints a base value of {base}. If the report lists comparables, add them below before writing the letter.',
    },
    concern: {
      distance: 'is {miles} miles away, beyond the {limit} miles set as the local market',
      modelYear: 'is a {year} model, {years} model years from the {lossYear} loss vehicle',
      body: 'is a {body}, the loss vehicle a {lossBody}',
      doors: 'has {doors} doors, the loss vehicle {lossDoors}',
      drivetrain: 'is {drive}, the loss vehicle {lossDrive}',
      trim: 'is a {trim} trim, the loss vehicle a {lossTrim}',
    },
    row: { year: 'Year', make: 'Make', model: 'Model', trim: 'Trim', vin: 'VIN', mileage: 'Mileage', options: 'Options', condition: 'Condition' },
    source: { listing: 'Listing found by the owner', entered: 'Entered by the owner' },
    label: {
      none: 'No alternative value',
      mean: 'Mean of the comparables',
      alternative: 'Alternative value',
      salesTax: 'Sales tax',
      salesTaxIn: 'Sales tax ({state})',
      fees: 'Title and registration fees',
      beforeDeductible: 'Value before deductible',
      deductible: 'Deductible',
      owed: 'Owner should be paid',
      settlement: "Carrier's settlement",
      difference: 'Difference',
    },
    how: {
      keepOne: 'Keep or add at least one comparable vehicle to compute an alternative value.',
      priceAt: 'price {amount} ({where})',
      adjusted: "{parts}: the report's own adjustments",
      adjustedLeftOut: "{parts}: the report's own adjustments; left out: {left} (disputed)",
      adjustedPrinted: 'adjusted price as the report prints it ({where})',
      pricePrinted: 'price as printed ({where}); the report prints no adjustment for it',
      addedMileage:
        "price {price} (entered by the owner) {adjustment} for mileage: ({miles} − {lossMiles} miles) × {rate} a mile, the rate of the report's own mileage adjustments",
      addedNoRate: 'price entered by the owner; no mileage adjustment (the report prints no mileage adjustment to take a rate from)',
      addedSameMileage: 'price entered by the owner; no mileage adjustment (same mileage as the loss vehicle)',
      meanOne: 'the one comparable kept',
      meanOf: '({sum}) ÷ {count}, to the cent',
      negotiationLeftOut: "left out: the report's {amount} deduction ({where}) is disputed",
      conditionLeftOut: 'left out: the owner states the condition as "{owner}", not "{report}"',
      conditionLeftOutUnrated: 'left out: the owner states the condition as "{owner}", which the report does not rate',
      reportAdjustment: "the report's own adjustment of the loss vehicle ({where})",
      alternative: 'the mean of the comparables with the adjustments above',
      taxReportRate: "{value} × ({tax} ÷ {base}), the report's own tax on its own value ({rate}%, {where})",
      taxStateRate: '{value} × {rate}%, the state rate ({source}); local taxes may add to it',
      taxNone: '{state} charges no sales tax on a vehicle purchase ({source})',
      taxPrinted: "as the report prints it ({where}); the owner's state is not in the portal's table of state figures",
      taxUnknown: "not computed: the owner's state is not known to the portal and the report prints no tax line",
      feesPrinted: 'as the report prints them ({list})',
      feesDue: 'due in {state} ({rule}) but not printed by the report; ask the carrier for them (not included here)',
      beforeDeductible: '{value} + {tax} tax + {fees} fees',
      asPrinted: 'as the report prints it ({where})',
      deductibleClaim: 'as the claim states it',
      deductibleNone: 'none printed on the report or stated on the claim',
      owed: '{before} − {deductible} deductible',
      difference: '{net} − {settlement}',
    },
  },
  es: {
    where: { file: '{file}, página {page}', page: 'página {page}' },
    comparable: { plain: 'Comparable {n}', named: 'Comparable {n} ({name})', added: '{comparable}, añadido por el propietario' },
    point: {
      negotiation:
        'El informe descuenta {amount} como "{label}" ({where}). El propietario no negoció ninguna venta; un descuento por una rebaja que nunca ocurrió no forma parte del valor real en efectivo del vehículo.',
      negotiationComparables:
        'El informe rebaja {count, plural, one {el precio de # comparable} other {los precios de # comparables}} con un ajuste "{label}", {amount} en total: se recortan los precios de venta por una negociación que el propietario nunca tuvo.',
      condition: 'El informe resta {amount} por el estado del vehículo ("{label}", {where}); el informe debería mostrar en qué se basa esa deducción.',
      conditionStated:
        'El informe resta {amount} por el estado del vehículo ("{label}", {where}); el informe debería mostrar en qué se basa esa deducción. El propietario declara que el estado es "{condition}".',
      noSalesTax:
        'El informe no tiene una línea de impuesto sobre las ventas, pero {state} exige que el pago de una pérdida total incluya el impuesto sobre las ventas de un vehículo comparable (tasa estatal de {rate}%; {source}).',
      noTitleFees:
        'El informe no tiene una línea de tarifas de título o registro, pero {state} exige que se paguen las tarifas de título y registro de un vehículo de reemplazo ({rule}).',
      mileageHigher:
        'El informe valora el vehículo con {reported} millas ({where}); el propietario declara {stated}. Un millaje mayor reduce el valor: el ajuste por millaje debe rehacerse.',
      mileageLower:
        'El informe valora el vehículo con {reported} millas ({where}); el propietario declara {stated}. El informe debe corregirse según la lectura del odómetro.',
      options:
        'El propietario declara {count, plural, one {un equipamiento} other {equipamientos}} que el informe no incluye: {list}. El equipamiento omitido en el vehículo siniestrado reduce su valor.',
      fewComparables:
        'El informe se basa en {count, plural, =0 {ningún vehículo comparable} one {solo # vehículo comparable} other {solo # vehículos comparables}}; un valor justo de mercado necesita al menos tres.',
      comparable: '{comparable} {concern}.',
    },
    check: {
      comparables:
        '{count, plural, one {El comparable leído del informe tiene un valor ajustado de} other {Los # comparables leídos del informe tienen un valor ajustado medio de}} {mean}, pero el valor base del informe es {base} ({percent} % de diferencia): puede que algunos comparables no se hayan leído o se hayan leído mal. Compare esta lista con las páginas de comparables del informe y agregue o quite comparables antes de escribir la carta.',
      noComparables:
        'No se pudo leer ningún vehículo comparable del informe, que indica un valor base de {base}. Si el informe incluye comparables, agréguelos abajo antes de escribir la carta.',
    },
    concern: {
      distance: 'está a {miles} millas, más allá de las {limit} millas fijadas como mercado local',
      modelYear: 'es un modelo {year}, a {years} años de modelo del vehículo siniestrado {lossYear}',
      body: 'es un {body}; el vehículo siniestrado, un {lossBody}',
      doors: 'tiene {doors} puertas; el vehículo siniestrado, {lossDoors}',
      drivetrain: 'es {drive}; el vehículo siniestrado, {lossDrive}',
      trim: 'es de la versión {trim}; el vehículo siniestrado, de la versión {lossTrim}',
    },
    row: { year: 'Año', make: 'Marca', model: 'Modelo', trim: 'Versión', vin: 'VIN', mileage: 'Millaje', options: 'Equipamiento', condition: 'Estado' },
    source: { listing: 'Anuncio encontrado por el propietario', entered: 'Introducido por el propietario' },
    label: {
      none: 'Sin valor alternativo',
      mean: 'Media de los comparables',
      alternative: 'Valor alternativo',
      salesTax: 'Impuesto sobre las ventas',
      salesTaxIn: 'Impuesto sobre las ventas ({state})',
      fees: 'Tarifas de título y registro',
      beforeDeductible: 'Valor antes del deducible',
      deductible: 'Deducible',
      owed: 'Lo que debería recibir el propietario',
      settlement: 'Liquidación de la aseguradora',
      difference: 'Diferencia',
    },
    how: {
      keepOne: 'Conserve o añada al menos un vehículo comparable para calcular un valor alternativo.',
      priceAt: 'precio {amount} ({where})',
      adjusted: '{parts}: los ajustes del propio informe',
      adjustedLeftOut: '{parts}: los ajustes del propio informe; se excluye: {left} (en disputa)',
      adjustedPrinted: 'precio ajustado tal como lo imprime el informe ({where})',
      pricePrinted: 'precio tal como está impreso ({where}); el informe no imprime ningún ajuste para él',
      addedMileage:
        'precio {price} (introducido por el propietario) {adjustment} por millaje: ({miles} − {lossMiles} millas) × {rate} por milla, la tasa de los ajustes por millaje del propio informe',
      addedNoRate: 'precio introducido por el propietario; sin ajuste por millaje (el informe no imprime ningún ajuste por millaje del que tomar una tasa)',
      addedSameMileage: 'precio introducido por el propietario; sin ajuste por millaje (el mismo millaje que el vehículo siniestrado)',
      meanOne: 'el único comparable conservado',
      meanOf: '({sum}) ÷ {count}, al centavo',
      negotiationLeftOut: 'se excluye: la deducción de {amount} del informe ({where}) está en disputa',
      conditionLeftOut: 'se excluye: el propietario declara que el estado es "{owner}", no "{report}"',
      conditionLeftOutUnrated: 'se excluye: el propietario declara que el estado es "{owner}", que el informe no califica',
      reportAdjustment: 'el ajuste del propio informe al vehículo siniestrado ({where})',
      alternative: 'la media de los comparables con los ajustes anteriores',
      taxReportRate: '{value} × ({tax} ÷ {base}), el impuesto del propio informe sobre su propio valor ({rate}%, {where})',
      taxStateRate: '{value} × {rate}%, la tasa estatal ({source}); los impuestos locales pueden sumarse',
      taxNone: '{state} no cobra impuesto sobre las ventas en la compra de un vehículo ({source})',
      taxPrinted: 'tal como lo imprime el informe ({where}); el estado del propietario no está en la tabla de cifras estatales del portal',
      taxUnknown: 'no calculado: el portal no conoce el estado del propietario y el informe no imprime ninguna línea de impuesto',
      feesPrinted: 'tal como las imprime el informe ({list})',
      feesDue: 'se deben en {state} ({rule}) pero el informe no las imprime; pídalas a la aseguradora (no incluidas aquí)',
      beforeDeductible: '{value} + {tax} de impuesto + {fees} de tarifas',
      asPrinted: 'tal como lo imprime el informe ({where})',
      deductibleClaim: 'tal como lo indica el reclamo',
      deductibleNone: 'ninguno impreso en el informe ni indicado en el reclamo',
      owed: '{before} − {deductible} de deducible',
      difference: '{net} − {settlement}',
    },
  },
} as const;
