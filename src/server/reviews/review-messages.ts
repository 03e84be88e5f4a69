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
        "The report values the vehicle at {reported} miles ({where}); the owner states {stated}. Higher mileage lowers the value, so the report's value at {stated} miles would be higher.",
      mileageLower:
        'The report values the vehicle at {reported} miles ({where}); the owner states {stated}. The report should be corrected to the odometer reading.',
      options:
        'The owner states {count, plural, one {an option} other {options}} the report does not list: {list}. Equipment left out of the loss vehicle lowers its value.',
      fewComparables:
        'The report rests on {count, plural, =0 {no comparable vehicle} one {only # comparable vehicle} other {only # comparable vehicles}}; a fair market value needs at least three.',
      comparable: '{comparable} {concern}.',
      comparables:
        "The comparables are corrected{dropped, select, none {} other {: left out, {dropped}}}{added, select, none {} other {; added, {added}}}. On the report's own method the value moves as the working below shows.",
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
      reportBase: "The report's base value",
      comparablesChanged: 'Change from the comparables',
      mileageCorrected: "Mileage corrected to the owner's odometer",
      rest: 'Lines of the settlement not itemised here',
    },
    method: {
      mean: 'as printed ({where}): the mean of the adjusted values of its {count} comparables ({mean} read)',
      weighted:
        'as printed ({where}): an average of its comparables whose weights the report does not print (the {count} comparables read average {mean} adjusted)',
      'beyond-listed':
        'as printed ({where}): "{label}" averages figures beyond the {count} comparables listed (they average {mean} adjusted), so it cannot be redone from them',
      'not-printed': 'the report prints no base value: the mean of the adjusted values of its {count} comparables',
      none: 'no base value and no comparable could be read from the report: the carrier’s figures are kept as printed',
    },
    shift: {
      mean: "the report's own method: its base {base} moves with the mean of the adjusted comparables, {from} → {to}, {shift}",
      weighted:
        "the report's weights are not printed, so its base {base} is moved by the change in the mean of the adjusted comparables, {from} → {to}, {shift}",
      'not-printed': 'the mean of the comparables kept, {to}, in place of {base}: {shift}',
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
      beforeDeductibleNoFees: '{value} + {tax} tax',
      asPrinted: 'as the report prints it ({where})',
      deductibleClaim: 'as the claim states it',
      deductibleNone: 'none printed on the report or stated on the claim',
      owed: '{before} − {deductible} deductible',
      difference: '{net} − {settlement}',
      cannotReproduce:
        "information only: the report's base {base} cannot be redone from the comparables read (its method needs figures the report does not list), so a comparable dropped or added cannot be valued and the carrier's base is kept",
      withoutNegotiation: '{printed} as the report adjusts it, without its {negotiation} negotiation deduction (disputed; {where})',
      valuePrinted: 'adjusted value as the report prints it ({where})',
      addedCannot:
        'not averaged: price {price} as listed, but the report adjusts its comparables and prints no rate to adjust this one; enter its adjusted figure and how it was reached',
      addedOwner: 'adjusted figure entered by the owner: {method}',
      methodNotStated: 'method not stated',
      addedAsListed: 'price as listed: the report compares its own comparables at their listed prices, unadjusted',
      addedNegotiation: "{amount} negotiation at the report's own {share}% of the price",
      addedNotApplied: "the report's {labels} adjustments are printed vehicle by vehicle and are not applied to it",
      lowersNotApplied: "information only, not applied: {how}; it would lower the value by {shift}, so the carrier's base is kept",
      mileageCorrected:
        "({reported} − {stated} miles) × {rate} a mile, the rate of the report's own mileage adjustments: each comparable adjusts to fewer miles",
      deductionLeftOut: "left out: the report's {amount} deduction ({where}) is disputed",
      alternativeChain: "the base with the loss vehicle's adjustments above (the report's: {report})",
      taxShift: "{tax} as printed ({where}) + {change} change in value × ({taxCents} ÷ {base}), the report's own tax on its own value",
      taxNotPrinted: 'none: the report prints no sales-tax line',
      rest: '{settlement} as printed less the lines read above: kept as the report has it',
      deductibleNotPrinted: 'none printed on the report',
      averagedBase: '({sum}) ÷ {count} as printed ({where}): the base value averaged with figures the comparables do not give',
      averagedShift: '; "{label}" averages it with {count, plural, one {# figure} other {# figures}} in all, so it moves by the change ÷ {count}: {shift}',
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
        'El informe valora el vehículo con {reported} millas ({where}); el propietario declara {stated}. Un millaje mayor reduce el valor, así que el valor del informe con {stated} millas sería mayor.',
      mileageLower:
        'El informe valora el vehículo con {reported} millas ({where}); el propietario declara {stated}. El informe debe corregirse según la lectura del odómetro.',
      options:
        'El propietario declara {count, plural, one {un equipamiento} other {equipamientos}} que el informe no incluye: {list}. El equipamiento omitido en el vehículo siniestrado reduce su valor.',
      fewComparables:
        'El informe se basa en {count, plural, =0 {ningún vehículo comparable} one {solo # vehículo comparable} other {solo # vehículos comparables}}; un valor justo de mercado necesita al menos tres.',
      comparable: '{comparable} {concern}.',
      comparables:
        'Se corrigen los comparables{dropped, select, none {} other {: se excluyen {dropped}}}{added, select, none {} other {; se añaden {added}}}. Con el método del propio informe el valor se mueve como muestra el cálculo de abajo.',
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
      reportBase: 'Valor base del informe',
      comparablesChanged: 'Cambio por los comparables',
      mileageCorrected: 'Millaje corregido al odómetro del propietario',
      rest: 'Líneas de la liquidación no detalladas aquí',
    },
    method: {
      mean: 'tal como está impreso ({where}): la media de los valores ajustados de sus {count} comparables ({mean} leído)',
      weighted:
        'tal como está impreso ({where}): una media de sus comparables cuyas ponderaciones el informe no imprime (los {count} comparables leídos promedian {mean} ajustado)',
      'beyond-listed':
        'tal como está impreso ({where}): "{label}" promedia cifras además de los {count} comparables listados (promedian {mean} ajustado), así que no puede rehacerse con ellos',
      'not-printed': 'el informe no imprime valor base: la media de los valores ajustados de sus {count} comparables',
      none: 'no se pudo leer del informe ningún valor base ni comparable: se conservan las cifras de la aseguradora',
    },
    shift: {
      mean: 'el método del propio informe: su base {base} se mueve con la media de los comparables ajustados, {from} → {to}, {shift}',
      weighted:
        'el informe no imprime sus ponderaciones, así que su base {base} se mueve con el cambio de la media de los comparables ajustados, {from} → {to}, {shift}',
      'not-printed': 'la media de los comparables conservados, {to}, en lugar de {base}: {shift}',
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
      beforeDeductibleNoFees: '{value} + {tax} de impuesto',
      asPrinted: 'tal como lo imprime el informe ({where})',
      deductibleClaim: 'tal como lo indica el reclamo',
      deductibleNone: 'ninguno impreso en el informe ni indicado en el reclamo',
      owed: '{before} − {deductible} de deducible',
      difference: '{net} − {settlement}',
      cannotReproduce:
        'solo informativo: la base {base} del informe no puede rehacerse con los comparables leídos (su método necesita cifras que el informe no lista), así que un comparable quitado o añadido no puede valorarse y se conserva la base de la aseguradora',
      withoutNegotiation: '{printed} tal como lo ajusta el informe, sin su deducción por negociación de {negotiation} (en disputa; {where})',
      valuePrinted: 'valor ajustado tal como lo imprime el informe ({where})',
      addedCannot:
        'no se promedia: precio {price} tal como se anuncia, pero el informe ajusta sus comparables y no imprime ninguna tasa para ajustar este; introduzca su cifra ajustada y cómo se obtuvo',
      addedOwner: 'cifra ajustada introducida por el propietario: {method}',
      methodNotStated: 'método no indicado',
      addedAsListed: 'precio anunciado: el informe compara sus comparables a sus precios anunciados, sin ajustar',
      addedNegotiation: '{amount} de negociación al {share}% del precio, como el propio informe',
      addedNotApplied: 'los ajustes {labels} del informe se imprimen vehículo por vehículo y no se le aplican',
      lowersNotApplied: 'solo informativo, no se aplica: {how}; bajaría el valor en {shift}, así que se conserva la base de la aseguradora',
      mileageCorrected:
        '({reported} − {stated} millas) × {rate} por milla, la tasa de los ajustes por millaje del propio informe: cada comparable se ajusta a menos millas',
      deductionLeftOut: 'se excluye: la deducción de {amount} del informe ({where}) está en disputa',
      alternativeChain: 'la base con los ajustes del vehículo siniestrado de arriba (los del informe: {report})',
      taxShift:
        '{tax} tal como está impreso ({where}) + {change} de cambio en el valor × ({taxCents} ÷ {base}), el impuesto del propio informe sobre su propio valor',
      taxNotPrinted: 'ninguno: el informe no imprime una línea de impuesto sobre las ventas',
      rest: '{settlement} tal como está impreso menos las líneas leídas arriba: se conserva como lo tiene el informe',
      deductibleNotPrinted: 'ninguno impreso en el informe',
      averagedBase: '({sum}) ÷ {count} tal como está impreso ({where}): el valor base promediado con cifras que los comparables no dan',
      averagedShift: '; "{label}" lo promedia con {count, plural, one {# cifra} other {# cifras}} en total, así que se mueve por el cambio ÷ {count}: {shift}',
    },
  },
} as const;
