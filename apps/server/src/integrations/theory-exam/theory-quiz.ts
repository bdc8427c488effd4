/**
 * The simulator's quiz: 20 questions on Swiss traffic rules (SVG, VRV, SSV) in French, German and
 * Italian, each with three answers of which one is right. Enough for the demo to train end to end.
 */
export type QuizLanguage = 'fr' | 'de' | 'it';

export interface QuizQuestion {
  id: string;
  text: Record<QuizLanguage, string>;
  answers: Array<Record<QuizLanguage, string>>;
  /** Index of the right answer. */
  right: number;
}

const q = (
  id: string,
  text: [string, string, string],
  answers: Array<[string, string, string]>,
  right: number,
): QuizQuestion => ({
  id,
  text: { fr: text[0], de: text[1], it: text[2] },
  answers: answers.map(([fr, de, it]) => ({ fr, de, it })),
  right,
});

export const QUIZ: QuizQuestion[] = [
  q(
    'speed-town',
    [
      'Quelle est la vitesse maximale générale dans une localité ?',
      'Welche allgemeine Höchstgeschwindigkeit gilt innerorts?',
      "Qual è la velocità massima generale all'interno delle località?",
    ],
    [
      ['30 km/h', '30 km/h', '30 km/h'],
      ['50 km/h', '50 km/h', '50 km/h'],
      ['60 km/h', '60 km/h', '60 km/h'],
    ],
    1,
  ),
  q(
    'speed-country',
    [
      'Quelle est la vitesse maximale générale hors des localités (sauf semi-autoroutes et autoroutes) ?',
      'Welche allgemeine Höchstgeschwindigkeit gilt ausserorts (ausgenommen Autostrassen und Autobahnen)?',
      'Qual è la velocità massima generale fuori delle località (escluse semiautostrade e autostrade)?',
    ],
    [
      ['80 km/h', '80 km/h', '80 km/h'],
      ['90 km/h', '90 km/h', '90 km/h'],
      ['100 km/h', '100 km/h', '100 km/h'],
    ],
    0,
  ),
  q(
    'speed-motorway',
    [
      'Quelle est la vitesse maximale sur les autoroutes ?',
      'Welche Höchstgeschwindigkeit gilt auf Autobahnen?',
      'Qual è la velocità massima sulle autostrade?',
    ],
    [
      ['100 km/h', '100 km/h', '100 km/h'],
      ['130 km/h', '130 km/h', '130 km/h'],
      ['120 km/h', '120 km/h', '120 km/h'],
    ],
    2,
  ),
  q(
    'speed-semi-motorway',
    [
      'Quelle est la vitesse maximale sur les semi-autoroutes ?',
      'Welche Höchstgeschwindigkeit gilt auf Autostrassen?',
      'Qual è la velocità massima sulle semiautostrade?',
    ],
    [
      ['80 km/h', '80 km/h', '80 km/h'],
      ['100 km/h', '100 km/h', '100 km/h'],
      ['120 km/h', '120 km/h', '120 km/h'],
    ],
    1,
  ),
  q(
    'priority-right',
    [
      'À une intersection sans signalisation, qui a la priorité ?',
      'Wer hat an einer Verzweigung ohne Signalisation den Vortritt?',
      'A un incrocio senza segnaletica, chi ha la precedenza?',
    ],
    [
      ['Le véhicule venant de droite', 'Das von rechts kommende Fahrzeug', 'Il veicolo che proviene da destra'],
      ['Le véhicule venant de gauche', 'Das von links kommende Fahrzeug', 'Il veicolo che proviene da sinistra'],
      ['Le véhicule le plus rapide', 'Das schnellere Fahrzeug', 'Il veicolo più veloce'],
    ],
    0,
  ),
  q(
    'alcohol-limit',
    [
      "Quel est le taux d'alcool dans le sang à partir duquel un conducteur expérimenté est considéré comme pris de boisson ?",
      'Ab welcher Blutalkoholkonzentration gilt eine erfahrene Person am Steuer als angetrunken?',
      'Da quale concentrazione di alcol nel sangue un conducente esperto è considerato in stato di ebrietà?',
    ],
    [
      ['0,3 ‰', '0,3 ‰', '0,3 ‰'],
      ['0,8 ‰', '0,8 ‰', '0,8 ‰'],
      ['0,5 ‰', '0,5 ‰', '0,5 ‰'],
    ],
    2,
  ),
  q(
    'alcohol-new-drivers',
    [
      "Quelle limite d'alcool s'applique aux titulaires d'un permis d'élève ou d'un permis à l'essai ?",
      'Welche Alkoholgrenze gilt für Personen mit Lernfahrausweis oder Führerausweis auf Probe?',
      'Quale limite di alcol vale per i titolari di una licenza per allievo o di una licenza in prova?',
    ],
    [
      ['0,1 ‰ (pratiquement aucun alcool)', '0,1 ‰ (praktisch kein Alkohol)', '0,1 ‰ (praticamente niente alcol)'],
      ['0,5 ‰', '0,5 ‰', '0,5 ‰'],
      ['0,3 ‰', '0,3 ‰', '0,3 ‰'],
    ],
    0,
  ),
  q(
    'vignette',
    [
      'Pour rouler sur les autoroutes et semi-autoroutes soumises à redevance, il faut une vignette. Combien coûte-t-elle pour une voiture ?',
      'Für abgabepflichtige Autobahnen und Autostrassen braucht es eine Vignette. Was kostet sie für ein Auto?',
      'Per circolare sulle autostrade e semiautostrade soggette al contrassegno serve la vignetta. Quanto costa per un’automobile?',
    ],
    [
      ['CHF 40 par année civile', 'CHF 40 pro Kalenderjahr', 'CHF 40 per anno civile'],
      ['CHF 40 par mois', 'CHF 40 pro Monat', 'CHF 40 al mese'],
      ['CHF 100 par année civile', 'CHF 100 pro Kalenderjahr', 'CHF 100 per anno civile'],
    ],
    0,
  ),
  q(
    'following-distance',
    [
      'Quelle distance minimale recommande-t-on de garder avec le véhicule qui précède, par bonnes conditions ?',
      'Welchen Mindestabstand zum vorderen Fahrzeug empfiehlt man bei guten Verhältnissen?',
      'Quale distanza minima si raccomanda dal veicolo che precede, in buone condizioni?',
    ],
    [
      ['Une demi-seconde', 'Eine halbe Sekunde', 'Mezzo secondo'],
      ['Deux secondes', 'Zwei Sekunden', 'Due secondi'],
      ['Une longueur de voiture', 'Eine Wagenlänge', 'La lunghezza di un’auto'],
    ],
    1,
  ),
  q(
    'tram-priority',
    [
      'Un tram arrive de gauche à une intersection sans signalisation. Qui a la priorité ?',
      'Ein Tram kommt an einer Verzweigung ohne Signalisation von links. Wer hat den Vortritt?',
      'Un tram arriva da sinistra a un incrocio senza segnaletica. Chi ha la precedenza?',
    ],
    [
      ['Moi, car je viens de droite', 'Ich, weil ich von rechts komme', 'Io, perché provengo da destra'],
      ['Celui qui arrive le premier', 'Wer zuerst ankommt', 'Chi arriva per primo'],
      ['Le tram', 'Das Tram', 'Il tram'],
    ],
    2,
  ),
  q(
    'pedestrian-crossing',
    [
      "Un piéton attend au bord d'un passage pour piétons sans feux et veut manifestement traverser. Que faites-vous ?",
      'Ein Fussgänger wartet am Rand eines Fussgängerstreifens ohne Ampel und will sichtlich hinüber. Was tun Sie?',
      'Un pedone aspetta al margine di un passaggio pedonale senza semaforo e vuole chiaramente attraversare. Che cosa fa?',
    ],
    [
      ["Je m'arrête et le laisse traverser", 'Ich halte an und lasse ihn gehen', 'Mi fermo e lo lascio attraversare'],
      ['Je klaxonne et passe', 'Ich hupe und fahre weiter', 'Suono il clacson e passo'],
      [
        "Je passe s'il n'est pas encore sur le passage",
        'Ich fahre, solange er nicht auf dem Streifen ist',
        'Passo se non è ancora sulle strisce',
      ],
    ],
    0,
  ),
  q(
    'yellow-light',
    [
      'Le feu passe du vert au jaune. Que devez-vous faire ?',
      'Die Ampel wechselt von Grün auf Gelb. Was müssen Sie tun?',
      'Il semaforo passa dal verde al giallo. Che cosa deve fare?',
    ],
    [
      ['Accélérer pour passer', 'Beschleunigen, um durchzukommen', 'Accelerare per passare'],
      [
        "M'arrêter si je peux encore le faire sans danger",
        'Anhalten, wenn dies noch gefahrlos möglich ist',
        'Fermarmi se posso ancora farlo senza pericolo',
      ],
      ['Continuer dans tous les cas', 'In jedem Fall weiterfahren', 'Proseguire in ogni caso'],
    ],
    1,
  ),
  q(
    'stop-sign',
    [
      'Que signifie le signal octogonal rouge « STOP » ?',
      'Was bedeutet das achteckige rote Signal «STOP»?',
      'Che cosa significa il segnale ottagonale rosso «STOP»?',
    ],
    [
      ['Ralentir et céder le passage', 'Verlangsamen und Vortritt gewähren', 'Rallentare e dare la precedenza'],
      [
        "S'arrêter seulement si un véhicule approche",
        'Nur anhalten, wenn ein Fahrzeug naht',
        'Fermarsi solo se arriva un veicolo',
      ],
      [
        "S'arrêter complètement et céder le passage",
        'Vollständig anhalten und Vortritt gewähren',
        'Fermarsi completamente e dare la precedenza',
      ],
    ],
    2,
  ),
  q(
    'warning-triangle',
    [
      "Sur l'autoroute, à quelle distance au moins placez-vous le triangle de panne derrière votre véhicule arrêté ?",
      'In welchem Abstand stellen Sie auf der Autobahn das Pannendreieck mindestens hinter Ihr stehendes Fahrzeug?',
      'In autostrada, a quale distanza minima pone il triangolo dietro il veicolo fermo?',
    ],
    [
      ['50 m', '50 m', '50 m'],
      ['100 m', '100 m', '100 m'],
      ['20 m', '20 m', '20 m'],
    ],
    1,
  ),
  q(
    'phone',
    [
      'Pouvez-vous téléphoner en tenant le téléphone à la main pendant que vous conduisez ?',
      'Dürfen Sie während der Fahrt mit dem Telefon in der Hand telefonieren?',
      'Può telefonare tenendo il telefono in mano mentre guida?',
    ],
    [
      ['Non, jamais', 'Nein, nie', 'No, mai'],
      ['Oui, hors des localités', 'Ja, ausserorts', 'Sì, fuori delle località'],
      ['Oui, si la conversation est brève', 'Ja, wenn das Gespräch kurz ist', 'Sì, se la conversazione è breve'],
    ],
    0,
  ),
  q(
    'child-seat',
    [
      'Un enfant de 8 ans mesurant 130 cm voyage dans votre voiture. Comment doit-il être attaché ?',
      'Ein 8-jähriges Kind von 130 cm Grösse fährt in Ihrem Auto mit. Wie muss es gesichert sein?',
      'Un bambino di 8 anni alto 130 cm viaggia nella sua auto. Come deve essere assicurato?',
    ],
    [
      ['Avec la seule ceinture de sécurité', 'Nur mit dem Sicherheitsgurt', 'Con la sola cintura di sicurezza'],
      [
        'Dans un dispositif de retenue pour enfants homologué',
        'In einer zugelassenen Kinderrückhaltevorrichtung',
        'In un sistema di ritenuta per bambini omologato',
      ],
      [
        "Il n'a pas besoin d'être attaché à l'arrière",
        'Hinten muss es nicht gesichert sein',
        'Dietro non deve essere assicurato',
      ],
    ],
    1,
  ),
  q(
    'daytime-lights',
    [
      'De jour, par beau temps, quels feux doivent être allumés en roulant ?',
      'Welche Lichter müssen am Tag bei gutem Wetter während der Fahrt eingeschaltet sein?',
      'Di giorno, con il bel tempo, quali luci devono essere accese durante la marcia?',
    ],
    [
      ['Aucun', 'Keine', 'Nessuna'],
      ['Les feux de brouillard', 'Die Nebellichter', 'I fari fendinebbia'],
      [
        'Les feux de jour ou les feux de croisement',
        'Tagfahrlicht oder Abblendlicht',
        'Le luci diurne o gli anabbaglianti',
      ],
    ],
    2,
  ),
  q(
    'rescue-lane',
    [
      'Bouchon sur une autoroute à deux voies : où formez-vous le couloir de secours ?',
      'Stau auf einer zweispurigen Autobahn: Wo bilden Sie die Rettungsgasse?',
      'Colonna su un’autostrada a due corsie: dove forma il corridoio di soccorso?',
    ],
    [
      [
        'Entre la voie de gauche et celle de droite',
        'Zwischen dem linken und dem rechten Fahrstreifen',
        'Tra la corsia di sinistra e quella di destra',
      ],
      ["Sur la bande d'arrêt d'urgence", 'Auf dem Pannenstreifen', 'Sulla corsia d’emergenza'],
      ["Il n'y en a pas besoin", 'Es braucht keine', 'Non serve'],
    ],
    0,
  ),
  q(
    'snow-chains',
    [
      'Que signifie le signal rond bleu montrant une chaîne à neige ?',
      'Was bedeutet das runde blaue Signal mit einer Schneekette?',
      'Che cosa significa il segnale rotondo blu con una catena da neve?',
    ],
    [
      ['Chaînes à neige recommandées', 'Schneeketten empfohlen', 'Catene da neve raccomandate'],
      ['Chaînes à neige obligatoires', 'Schneeketten obligatorisch', 'Catene da neve obbligatorie'],
      ['Chaînes à neige interdites', 'Schneeketten verboten', 'Catene da neve vietate'],
    ],
    1,
  ),
  q(
    'overtake-right',
    [
      "Sur l'autoroute, pouvez-vous dépasser un véhicule en vous déportant sur sa droite ?",
      'Dürfen Sie auf der Autobahn ein Fahrzeug überholen, indem Sie rechts ausschwenken?',
      'In autostrada, può sorpassare un veicolo spostandosi alla sua destra?',
    ],
    [
      [
        'Oui, si la voie de droite est libre',
        'Ja, wenn der rechte Fahrstreifen frei ist',
        'Sì, se la corsia di destra è libera',
      ],
      ['Oui, au-dessous de 80 km/h', 'Ja, unter 80 km/h', 'Sì, sotto gli 80 km/h'],
      [
        'Non, dépasser par la droite en changeant de voie est interdit',
        'Nein, rechts ausschwenkend überholen ist verboten',
        'No, sorpassare a destra cambiando corsia è vietato',
      ],
    ],
    2,
  ),
];
