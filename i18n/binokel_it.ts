<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>About</name>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="29"/>
        <source>Wikipedia, “Binokel” (the three-hand game after Grupp, 1994; the two-hand Altenburg rules)</source>
        <extracomment>a source of the rules: keep the titles (Wikipedia, “Binokel”) as they are, translate the note in brackets</extracomment>
        <translation>Wikipedia, «Binokel» (il gioco a tre secondo Grupp, 1994; le regole di Altenburg a due)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="32"/>
        <source>Wikipedia, “Bezique”; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</source>
        <extracomment>a source of the rules: titles of articles and books, left as they are</extracomment>
        <translation>Wikipedia, «Bezique»; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="35"/>
        <source>Swabian club and tournament rule sheets (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</source>
        <extracomment>a source of the rules; the web addresses stay as they are</extracomment>
        <translation>Regolamenti di circoli e tornei svevi (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="53"/>
        <source>Binokel and Bézique for the desktop.</source>
        <translation>Binokel e bésigue al computer.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="54"/>
        <source>Free software under the MIT licence: you may use, copy, change and share it.</source>
        <translation>Software libero con licenza MIT: puoi usarlo, copiarlo, modificarlo e condividerlo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="56"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="57"/>
        <source>The rules follow these sources; where they leave a question open, every choice is a house rule in the New Game dialog:</source>
        <translation>Le regole seguono queste fonti; dove lasciano aperta una questione, ogni scelta è una regola della casa nella finestra «Nuova partita»:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="59"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="60"/>
        <source>Every card is drawn by the program’s own code, after the Württemberg pattern (C. L. Wüst, about 1865) and the French pattern; no third-party card images are used.</source>
        <translation>Ogni carta è disegnata dal programma stesso, secondo il modello del Württemberg (C. L. Wüst, 1865 circa) e il modello francese; non si usano immagini di carte altrui.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="102"/>
        <source>About Binokel Desktop</source>
        <translation>Informazioni su Binokel Desktop</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="83"/>
        <source>&amp;About Binokel Desktop</source>
        <translation>&amp;Informazioni su Binokel Desktop</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="130"/>
        <source>&amp;Aids</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="131"/>
        <source>Hand &amp;order</source>
        <translation>&amp;Ordine delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="133"/>
        <source>Take back</source>
        <translation>Annulla mossa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="134"/>
        <source>Take back also with several people</source>
        <translation>Annulla mossa anche con più persone</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="135"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="136"/>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="137"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="138"/>
        <source>Review the last deal…</source>
        <translation>Rivedi l&apos;ultima smazzata…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="139"/>
        <source>House rules of our own…</source>
        <translation>Le nostre regole della casa…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="140"/>
        <source>Play a forced card by itself</source>
        <translation>Gioca automaticamente l&apos;unica carta possibile</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="141"/>
        <source>Trumps first</source>
        <translation>Briscole per prime</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="142"/>
        <source>Trumps last</source>
        <translation>Briscole per ultime</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="143"/>
        <source>High to low</source>
        <translation>Dalla più alta alla più bassa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="144"/>
        <source>Low to high</source>
        <translation>Dalla più bassa alla più alta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="145"/>
        <source>Alternate red and black suits</source>
        <translation>Alterna semi rossi e neri</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="148"/>
        <source>Undo back to your previous decision in this deal (Ctrl+Z)</source>
        <translation>Torna alla tua decisione precedente in questa smazzata (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="150"/>
        <source>Show the previous trick: who played what (L, or click a pile of won cards)</source>
        <translation>Mostra la presa precedente: chi ha giocato cosa (L, o clic su un mazzetto di carte prese)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="152"/>
        <source>Show or hide the game log beside the table</source>
        <translation>Mostra o nascondi il registro accanto al tavolo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="153"/>
        <source>All hands, the tricks one by one, and whether the declarer could have won (Ctrl+R)</source>
        <translation>Tutte le mani, le prese una per una e se il dichiarante avrebbe potuto vincere (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="156"/>
        <source>What a strong player would do in your place (H); nothing is played</source>
        <translation>Cosa farebbe un giocatore forte al tuo posto (H); non si gioca nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="278"/>
        <source>Review this deal…</source>
        <translation>Rivedi questa smazzata…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="352"/>
        <source>Thinking about a hint…</source>
        <translation>Sto pensando a un suggerimento…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="52"/>
        <source>No trick has been played in this deal yet.</source>
        <translation>In questa smazzata non è ancora stata giocata nessuna presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="78"/>
        <source>Click or press a key to close.</source>
        <translation>Clicca o premi un tasto per chiudere.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="72"/>
        <source>Last trick (%1): you took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number; the count is its card points</extracomment>
        <translation>
            <numerusform>Ultima presa (%1): l&apos;hai fatta tu, %n punto</numerusform>
            <numerusform>Ultima presa (%1): l&apos;hai fatta tu, %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="74"/>
        <source>Last trick (%1): %2 took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number, %2 another player&apos;s name (never you); the count is its points</extracomment>
        <translation>
            <numerusform>Ultima presa (%1): l&apos;ha fatta %2, %n punto</numerusform>
            <numerusform>Ultima presa (%1): l&apos;ha fatta %2, %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeziqueMeld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="38"/>
        <source>Seven of trumps</source>
        <translation>Sette di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="39"/>
        <source>Marriage</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="40"/>
        <source>Royal marriage</source>
        <translation>Matrimonio di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="41"/>
        <source>Sequence</source>
        <translation>Sequenza</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="42"/>
        <source>Bezique</source>
        <translation>Bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="43"/>
        <source>Grand bezique</source>
        <translation>Gran bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="44"/>
        <source>Double bezique</source>
        <translation>Doppio bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="45"/>
        <source>Four Aces</source>
        <translation>Quattro assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="46"/>
        <source>Four Kings</source>
        <translation>Quattro re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="47"/>
        <source>Four Queens</source>
        <translation>Quattro donne</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="48"/>
        <source>Four Jacks</source>
        <translation>Quattro fanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="49"/>
        <source>Eight Aces</source>
        <translation>Otto assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="50"/>
        <source>Eight Kings</source>
        <translation>Otto re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="51"/>
        <source>Eight Queens</source>
        <translation>Otto donne</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="52"/>
        <source>Eight Jacks</source>
        <translation>Otto fanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="53"/>
        <source>Carte blanche</source>
        <translation>Carta bianca</translation>
    </message>
</context>
<context>
    <name>Call</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="68"/>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="70"/>
        <source>Hold</source>
        <translation>Tengo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="76"/>
        <source>Bid %1</source>
        <translation>Licito %1</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="116"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="129"/>
        <source>%1 of %2</source>
        <extracomment>%1 is a rank (&quot;Ober&quot;), %2 a suit in running text (&quot;Leaves&quot;)
----------
%1 is a rank in running text (&quot;dieci&quot;), %2 a suit in running text (&quot;cuori&quot;)</extracomment>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="300"/>
        <source>Raise</source>
        <translation>Rilanciare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="301"/>
        <source>Hold</source>
        <translation>Tenere (come nello Skat)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="303"/>
        <source>After taking the dabb</source>
        <translation>Dopo aver preso il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="304"/>
        <source>After naming trump</source>
        <translation>Dopo aver scelto la briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="306"/>
        <source>To the nearest ten</source>
        <translation>Alla decina più vicina</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="307"/>
        <source>No rounding</source>
        <translation>Nessun arrotondamento</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="309"/>
        <source>Exact points</source>
        <translation>Punti esatti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="310"/>
        <source>Rounded points</source>
        <translation>Punti arrotondati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="312"/>
        <source>Own value</source>
        <translation>Valore proprio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="313"/>
        <source>Twice the single</source>
        <translation>Il doppio del semplice</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="315"/>
        <source>Another deal</source>
        <translation>Un&apos;altra smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="316"/>
        <source>Higher bidder wins</source>
        <translation>Vince chi ha licitato di più</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="318"/>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="319"/>
        <source>Forehand</source>
        <translation>Primo di mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="321"/>
        <source>Final trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="322"/>
        <source>Last trick before the talon runs out</source>
        <translation>Ultima presa prima che finisca il tallone</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="324"/>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="325"/>
        <source>Brisques (Aces and Tens)</source>
        <translation>Brisque (assi e dieci)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="327"/>
        <source>End of the deal</source>
        <translation>Alla fine della smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="328"/>
        <source>At once</source>
        <translation>Subito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="330"/>
        <source>Alternate</source>
        <translation>A turno</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="331"/>
        <source>Winner of the last trick</source>
        <translation>Chi fa l&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="333"/>
        <source>All tricks of the phase</source>
        <translation>Tutte le prese della fase</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../binokel_desktop/ui/coach.py" line="172"/>
        <source>Coac&amp;h</source>
        <extracomment>View menu: show the coach beside the table (for the person the table shows)</extracomment>
        <translation>&amp;Allenatore</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="91"/>
        <source>Coach</source>
        <extracomment>the title of the panel beside the table that explains each decision</extracomment>
        <translation>Allenatore</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="107"/>
        <source>Thinking…</source>
        <translation>Ci penso…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="111"/>
        <source>The coach has no advice here; decide as you think best.</source>
        <translation>Qui l&apos;allenatore non ha consigli; decidi tu.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="114"/>
        <source>When it is your turn, the coach says what it would do and why.</source>
        <translation>Quando tocca a te, l&apos;allenatore dice cosa farebbe e perché.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/coach.py" line="63"/>
        <source>you keep %n trump(s) in your hand</source>
        <extracomment>the coach&apos;s reason for keeping trumps; %n counts them</extracomment>
        <translation>
            <numerusform>tieni %n briscola in mano</numerusform>
            <numerusform>tieni %n briscole in mano</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="122"/>
        <source>Bid up to %1</source>
        <extracomment>the coach&apos;s advice in the auction: bid now, and on up to %1</extracomment>
        <translation>Licita fino a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="123"/>
        <source>Bid %1</source>
        <translation>Licita %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="125"/>
        <source>Hold</source>
        <translation>Tieni</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="127"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="129"/>
        <source>Take the dabb</source>
        <translation>Prendi il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="131"/>
        <source>Go out with %1 as trump</source>
        <translation>Abbandona con %1 come briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="134"/>
        <source>Call the %1</source>
        <translation>Chiama %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="136"/>
        <source>Give the %1</source>
        <translation>Restituisci %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="138"/>
        <source>Lay away %1</source>
        <translation>Scarta %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="141"/>
        <source>Name %1 as trump</source>
        <translation>Scegli %1 come briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="143"/>
        <source>Announce %1</source>
        <translation>Annuncia %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="147"/>
        <source>Meld nothing</source>
        <translation>Non accusare nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="148"/>
        <source>Show %1</source>
        <translation>Accusa %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="151"/>
        <source>Play the %1</source>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="164"/>
        <source>the hand is likely to make its bid</source>
        <translation>con ogni probabilità la mano raggiunge la licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="166"/>
        <source>bidding to %1 is made in about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;7&quot;): how often the search made that bid</extracomment>
        <translation>una licitazione fino a %1 riesce in circa %2 distribuzioni su 10 delle carte coperte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="174"/>
        <source>the hand is worth holding</source>
        <translation>con questa mano conviene tenere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="176"/>
        <source>with the best trump the hand is worth about %1</source>
        <translation>con la briscola migliore la mano vale circa %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="179"/>
        <source>with %1 as trump the hand is worth about %2</source>
        <extracomment>%1 a suit in running text, %2 points</extracomment>
        <translation>con %1 come briscola la mano vale circa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="186"/>
        <source>the hand is not worth the next bid</source>
        <translation>la mano non vale la prossima licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="188"/>
        <source>the hand is not worth %1</source>
        <translation>la mano non vale %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="190"/>
        <source>bidding %1 is made in only about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;2&quot;)</extracomment>
        <translation>una licitazione di %1 riesce solo in circa %2 distribuzioni su 10 delle carte coperte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="198"/>
        <source>the cards laid away count for you: their points are safe</source>
        <translation>le carte scartate contano per te: i loro punti sono al sicuro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="200"/>
        <source>these keep %1 safe: laid away, they count for you</source>
        <extracomment>%1 card points (&quot;21 points&quot;): what the cards laid away bring in for sure</extracomment>
        <translation>così metti al sicuro %1: scartate, contano per te</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="217"/>
        <source>a suit goes from your hand: you can trump it</source>
        <translation>un seme sparisce dalla tua mano: potrai tagliarlo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="219"/>
        <source>you keep no %1: you can trump that suit</source>
        <extracomment>%1 one or more suits in running text (&quot;Bells&quot;, &quot;Bells and Leaves&quot;)</extracomment>
        <translation>non ti restano %1: potrai tagliare quel seme</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="226"/>
        <source>your trumps stay in your hand</source>
        <translation>le tue briscole restano in mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="239"/>
        <source>with this card you would meld %1</source>
        <extracomment>calling a card (Rufen): %1 the melds with it</extracomment>
        <translation>con questa carta accuseresti %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="241"/>
        <source>with this card you would meld %1 instead of %2</source>
        <extracomment>calling a card (Rufen): %1 the melds with it, %2 without</extracomment>
        <translation>con questa carta accuseresti %1 invece di %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="246"/>
        <source>this trump melds the most</source>
        <translation>con questa briscola accusi di più</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="250"/>
        <source>%1 would meld %2</source>
        <extracomment>%1 a suit in running text, %2 points: what the hand melds with that suit as trump</extracomment>
        <translation>con %1 accuseresti %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="254"/>
        <source>%1 %2</source>
        <extracomment>the other trumps after &quot;Acorns would meld 140&quot;: %1 a suit, %2 points (&quot;Hearts 40&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="262"/>
        <source>going out costs less than playing on</source>
        <translation>abbandonare costa meno che continuare a giocare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="264"/>
        <source>going out scores about %1, playing on about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;−80&quot;, &quot;−230&quot;)</extracomment>
        <translation>abbandonando fai circa %1, continuando circa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="272"/>
        <source>playing on scores about %1</source>
        <extracomment>%1 an expected score with its sign (&quot;+260&quot;)</extracomment>
        <translation>continuando fai circa %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="274"/>
        <source>playing on scores more than going out</source>
        <translation>continuare a giocare rende più che abbandonare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="276"/>
        <source>playing on scores about %1, going out about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;+120&quot;, &quot;−80&quot;)</extracomment>
        <translation>continuando fai circa %1, abbandonando circa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="289"/>
        <source>this contract scores more than the plain game</source>
        <translation>questo contratto rende più del gioco a briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="293"/>
        <source>%1 scores about %2</source>
        <extracomment>%1 a contract&apos;s name (&quot;Bettel&quot;), %2 an expected score with its sign</extracomment>
        <translation>%1 rende circa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="295"/>
        <source>%1 scores about %2, the plain game about %3</source>
        <extracomment>%1 a contract&apos;s name (&quot;Durch&quot;), %2 and %3 expected scores with their sign</extracomment>
        <translation>%1 rende circa %2, il gioco a briscola circa %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="308"/>
        <source>the rules leave you only this card</source>
        <translation>le regole ti lasciano solo questa carta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="314"/>
        <source>the highest card left in its suit: a sure trick</source>
        <translation>la carta più alta rimasta del suo seme: una presa sicura</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="316"/>
        <source>the highest card of %1 left: a sure trick</source>
        <extracomment>%1 a suit in running text (&quot;Leaves&quot;)</extracomment>
        <translation>la carta più alta rimasta a %1: una presa sicura</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="321"/>
        <source>nobody can beat this card: a sure trick</source>
        <translation>nessuno può battere questa carta: una presa sicura</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="335"/>
        <source>your partner takes this trick: give them points</source>
        <translation>il tuo compagno fa questa presa: dagli punti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="338"/>
        <source>smear %1 on your partner&apos;s trick</source>
        <extracomment>%1 card points (&quot;10 points&quot;)</extracomment>
        <translation>carica %1 sulla presa del tuo compagno</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="340"/>
        <source>smear %1 on the trick of your partner %2</source>
        <extracomment>%1 card points (&quot;10 points&quot;), %2 the partner&apos;s name</extracomment>
        <translation>carica %1 sulla presa del tuo compagno %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="345"/>
        <source>keep your trumps to take tricks later</source>
        <translation>tieni le briscole per fare prese più tardi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="349"/>
        <source>the cheapest card that still takes the trick</source>
        <translation>la carta meno cara che fa ancora la presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="355"/>
        <source>the trick is lost anyway: give as few points as you can</source>
        <translation>la presa è persa comunque: dai meno punti che puoi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="357"/>
        <source>the trick is lost anyway: this gives away only %1</source>
        <extracomment>%1 card points (&quot;2 points&quot;): what the card gives to the side taking the trick</extracomment>
        <translation>la presa è persa comunque: così cedi solo %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="364"/>
        <source>lead your longest suit</source>
        <translation>apri con il tuo seme più lungo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="366"/>
        <source>lead your longest suit, %1</source>
        <extracomment>%1 a suit in running text</extracomment>
        <translation>apri con il tuo seme più lungo, %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="373"/>
        <source>melds count only when shown: show them all</source>
        <translation>gli accusi contano solo se li mostri: accusali tutti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="375"/>
        <source>melds count only when shown: together they are worth %1</source>
        <extracomment>%1 points of melds</extracomment>
        <translation>gli accusi contano solo se li mostri: insieme valgono %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="382"/>
        <source>of all the choices it scores best</source>
        <translation>fra tutte le scelte è quella che rende di più</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="384"/>
        <source>of all the choices it scores best: about %1 for your side</source>
        <extracomment>%1 an expected score with its sign (&quot;+40&quot;)</extracomment>
        <translation>fra tutte le scelte è quella che rende di più: circa %1 per la tua parte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="422"/>
        <source>About even: either is fine</source>
        <translation>Più o meno pari: va bene l&apos;una o l&apos;altra</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="424"/>
        <source>Sure</source>
        <translation>Sicuro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="426"/>
        <source>Fairly sure</source>
        <translation>Abbastanza sicuro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="427"/>
        <source>Not very sure: it depends on the hidden cards</source>
        <translation>Non molto sicuro: dipende dalle carte coperte</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="10"/>
        <source>Suit game</source>
        <translation>Gioco a briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="11"/>
        <source>Going out</source>
        <translation>Abbandono</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="12"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="13"/>
        <source>Open Durch</source>
        <translation>Durch scoperto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="14"/>
        <source>Open Durch from hand</source>
        <translation>Durch scoperto senza Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="15"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="18"/>
        <source>Name trump and reach your bid with melds and card points.</source>
        <translation>Scegli la briscola e raggiungi la licitazione con accusi e punti delle carte.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="20"/>
        <source>Going out (abgehen): give up the deal and lose your bid.</source>
        <translation>Abbandono: rinunci alla smazzata e perdi il valore della licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="22"/>
        <source>Durch: win every trick, without trump, after taking the dabb.</source>
        <translation>Durch: fai tutte le prese, senza briscola, dopo aver preso il Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="24"/>
        <source>Open Durch: win every trick with your hand shown to all.</source>
        <translation>Durch scoperto: fai tutte le prese con le carte mostrate a tutti.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="26"/>
        <source>Open Durch from hand: win every trick, hand shown, without the dabb.</source>
        <translation>Durch scoperto senza Dabb: tutte le prese, a carte scoperte, senza prendere il Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="28"/>
        <source>Bettel: take no trick at all, without trump.</source>
        <translation>Bettel: non fare nemmeno una presa, senza briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="36"/>
        <source>Abandoning</source>
        <translation>Abbandono</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="144"/>
        <source>Württemberg (German suits)</source>
        <translation>Württemberg (semi tedeschi)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="145"/>
        <source>French</source>
        <translation>Francesi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="146"/>
        <source>French, four colours</source>
        <translation>Francesi, quattro colori</translation>
    </message>
</context>
<context>
    <name>Folder</name>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="133"/>
        <source>Binokel is already open</source>
        <translation>Binokel è già aperto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="134"/>
        <source>The game is already open in another window. Two windows on one data folder would overwrite each other&apos;s game.</source>
        <translation>Il gioco è già aperto in un&apos;altra finestra. Due finestre sulla stessa cartella dati si sovrascriverebbero a vicenda la partita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="139"/>
        <source>Data folder: %1</source>
        <extracomment>%1 is the data folder&apos;s path</extracomment>
        <translation>Cartella dati: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="140"/>
        <source>Look read-only</source>
        <translation>Guarda soltanto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="142"/>
        <source>Use another folder…</source>
        <translation>Usa un&apos;altra cartella…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="144"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="193"/>
        <source>Another data folder</source>
        <translation>Un&apos;altra cartella dati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="201"/>
        <source>A read-only look: the game is open in another window, and nothing done here is kept.</source>
        <translation>Solo da guardare: il gioco è aperto in un&apos;altra finestra, e nulla di ciò che fai qui viene conservato.</translation>
    </message>
</context>
<context>
    <name>FrenchRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="55"/>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="56"/>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="57"/>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="58"/>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="59"/>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="60"/>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="61"/>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="62"/>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
</context>
<context>
    <name>FrenchRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="78"/>
        <source>Ace</source>
        <translation>l&apos;asso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="79"/>
        <source>Ten</source>
        <translation>il dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="80"/>
        <source>King</source>
        <translation>il re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="81"/>
        <source>Queen</source>
        <translation>la donna</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="82"/>
        <source>Jack</source>
        <translation>il fante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="83"/>
        <source>Nine</source>
        <translation>il nove</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="84"/>
        <source>Eight</source>
        <translation>l&apos;otto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="85"/>
        <source>Seven</source>
        <translation>il sette</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="598"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="52"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins!&quot;, &quot;Anna and Lena win!&quot; (never you)</extracomment>
        <translation>
            <numerusform>Vince %1!</numerusform>
            <numerusform>Vincono %1!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="538"/>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="540"/>
        <source>You and %1 win!</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names)</extracomment>
        <translation>Avete vinto tu e %1!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="604"/>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="605"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>GermanRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="45"/>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="46"/>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="47"/>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="48"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="49"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="50"/>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="51"/>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="52"/>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
</context>
<context>
    <name>GermanRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="68"/>
        <source>Ace</source>
        <translation>l&apos;asso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="69"/>
        <source>Ten</source>
        <translation>il dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="70"/>
        <source>King</source>
        <translation>il re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="71"/>
        <source>Ober</source>
        <translation>l&apos;ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="72"/>
        <source>Unter</source>
        <translation>l&apos;unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="73"/>
        <source>Nine</source>
        <translation>il nove</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="74"/>
        <source>Eight</source>
        <translation>l&apos;otto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="75"/>
        <source>Seven</source>
        <translation>il sette</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/qt.py" line="109"/>
        <source>LABELS_IN_SENTENCES</source>
        <extracomment>not shown: &quot;lower&quot; if a label such as a meld&apos;s name (&quot;Quattro re&quot;) is written in lower case inside a sentence (Italian), else leave it as it is (German nouns, English names)</extracomment>
        <translation>lower</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="75"/>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="76"/>
        <source>Bid the value on the bid button</source>
        <translation>Licita il valore scritto sul pulsante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="77"/>
        <source>Hold</source>
        <translation>Tengo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="78"/>
        <source>Take the dabb</source>
        <translation>Prendi il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="79"/>
        <source>Lay away the chosen cards</source>
        <translation>Scarta le carte scelte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="80"/>
        <source>Press the decision buttons, counted from the left (each button&apos;s tool tip names its key)</source>
        <translation>Premi i pulsanti della decisione, contati da sinistra (passandoci sopra con il mouse, ogni pulsante mostra il suo tasto)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="83"/>
        <source>Move among the cards you may choose</source>
        <translation>Passa da una carta all&apos;altra tra quelle che puoi scegliere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="85"/>
        <source>Play or pick the card chosen with the arrows; when every card to lay away is picked, %1 lays them away</source>
        <extracomment>%1 is the Return key&apos;s name on the keyboard (&quot;Return&quot;, &quot;Invio&quot;)</extracomment>
        <translation>Gioca o seleziona la carta scelta con le frecce; quando tutte le carte da scartare sono selezionate, %1 le scarta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="88"/>
        <source>On the screen between two people&apos;s turns: show the cards of the person named</source>
        <translation>Nella schermata tra i turni di due persone: mostra le carte della persona indicata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="90"/>
        <source>Hint: what a strong player would do (nothing is played)</source>
        <translation>Suggerimento: che cosa farebbe un giocatore forte (non si gioca nulla)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="92"/>
        <source>Show the last trick</source>
        <translation>Mostra l&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="93"/>
        <source>Take back to your previous decision</source>
        <translation>Torna alla tua decisione precedente</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="94"/>
        <source>Show or hide the game log</source>
        <translation>Mostra o nascondi il registro di gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="95"/>
        <source>Review the last deal</source>
        <translation>Rivedi l&apos;ultima smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="96"/>
        <source>In the review: the previous or next trick</source>
        <translation>Nella revisione: la presa precedente o la successiva</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="98"/>
        <source>House rules of your own</source>
        <translation>Le tue regole della casa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="99"/>
        <source>Play a forced card automatically (on or off)</source>
        <translation>Gioca automaticamente l&apos;unica carta possibile (sì o no)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="100"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="101"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="102"/>
        <source>Save the game under a name</source>
        <translation>Salva la partita con un nome</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="103"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="104"/>
        <source>Full screen (on or off)</source>
        <translation>Schermo intero (sì o no)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="105"/>
        <source>These rules</source>
        <translation>Queste regole</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="145"/>
        <source>Cards in the deck</source>
        <translation>Carte nel mazzo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="176"/>
        <source>Melds:</source>
        <translation>Accusi:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="245"/>
        <source>Binokel — rules and glossary</source>
        <translation>Binocle – regole e glossario</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="36"/>
        <source>No hint could be found here; decide as you think best.</source>
        <translation>Qui non si è trovato nessun suggerimento; decidi tu.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="48"/>
        <source>bid %1</source>
        <translation>licita %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="50"/>
        <source>hold</source>
        <translation>tieni</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="52"/>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="54"/>
        <source>take the dabb</source>
        <translation>prendi il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="56"/>
        <source>go out with %1 as trump</source>
        <translation>abbandona con %1 come briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="59"/>
        <source>call the %1</source>
        <translation>chiama %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="61"/>
        <source>give the %1</source>
        <translation>restituisci %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="63"/>
        <source>lay away %1</source>
        <translation>scarta %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="67"/>
        <source>name %1 as trump</source>
        <translation>scegli %1 come briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="69"/>
        <source>announce %1</source>
        <translation>annuncia %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="74"/>
        <source>meld nothing</source>
        <translation>non accusare nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="77"/>
        <source>show %1</source>
        <translation>accusa %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="80"/>
        <source>play the %1</source>
        <translation>gioca %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="83"/>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="86"/>
        <source>(the hand is worth bidding up to %1)</source>
        <translation>(con questa mano puoi licitare fino a %1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="89"/>
        <source>(the hand is not worth a bid)</source>
        <translation>(la mano non vale una licitazione)</translation>
    </message>
</context>
<context>
    <name>HouseRuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="150"/>
        <source>The file could not be written or read.</source>
        <translation>Non è stato possibile scrivere o leggere il file.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="152"/>
        <source>It is not a Binokel house-rule file.</source>
        <translation>Il file non è un file di regole della casa di Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="154"/>
        <source>It was made by a newer Binokel Desktop.</source>
        <translation>Il file è stato creato da una versione più recente di Binokel Desktop.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="156"/>
        <source>The rule set has no name.</source>
        <translation>Le regole non hanno un nome.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="159"/>
        <source>The name is longer than %1 characters.</source>
        <extracomment>%1 is the longest name allowed, in characters</extracomment>
        <translation>Il nome supera i %1 caratteri.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="162"/>
        <source>The file holds no rules.</source>
        <translation>Il file non contiene regole.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="164"/>
        <source>It is made for a game this program does not know.</source>
        <translation>Il file è fatto per un gioco che questo programma non conosce.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="166"/>
        <source>The cards or the deal differ from the game these rules are based on; house rules change the rules, not the cards.</source>
        <translation>Le carte o la distribuzione sono diverse da quelle del gioco di partenza; le regole della casa cambiano solo le regole, non le carte.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="169"/>
        <source>The file is too large to be a rule set.</source>
        <translation>Il file è troppo grande per contenere delle regole.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="171"/>
        <source>The file cannot be read.</source>
        <translation>Il file non si può leggere.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="173"/>
        <source>It is damaged or not a house-rule file.</source>
        <translation>Il file è danneggiato o non è un file di regole della casa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="174"/>
        <source>One of its rules has a name or a value this program does not know.</source>
        <translation>Una delle regole del file ha un nome o un valore che questo programma non conosce.</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="47"/>
        <source>Bettel 500</source>
        <translation>Bettel 500</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="48"/>
        <source>Bettel 1000</source>
        <translation>Bettel 1000</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="49"/>
        <source>Bettel 1500</source>
        <translation>Bettel 1500</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="50"/>
        <source>Bettel, forehand leads</source>
        <translation>Bettel, esce il primo di mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="51"/>
        <source>Grand Binokel 80</source>
        <translation>Gran binocle 80</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="52"/>
        <source>Going out: half the bid</source>
        <translation>Abbandono: metà della licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="53"/>
        <source>Going out: +50</source>
        <translation>Abbandono: +50</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="54"/>
        <source>Game to 1000</source>
        <translation>Partita a 1000</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="55"/>
        <source>No undertrumping</source>
        <translation>Senza sottotagliare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="56"/>
        <source>Contract on rounded points</source>
        <translation>Licitazione sui punti arrotondati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="57"/>
        <source>Doubled melds twice the single</source>
        <translation>Accusi doppi: il doppio del semplice</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="58"/>
        <source>Rufen</source>
        <translation>Rufen (chiamata)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="59"/>
        <source>Tournament penalties</source>
        <translation>Penalità da torneo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="60"/>
        <source>Four hands: dealer +200</source>
        <translation>In quattro: mazziere +200</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="61"/>
        <source>Going out: +40</source>
        <translation>Abbandono: +40</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="62"/>
        <source>Graduated eights</source>
        <translation>Otto carte uguali a valore scalato</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="63"/>
        <source>Beat the suit led after a ruff</source>
        <translation>Dopo il taglio, superare il seme di uscita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="64"/>
        <source>Cross: partner&apos;s trick frees you</source>
        <translation>Kreuzbinokel: la presa del compagno libera</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="65"/>
        <source>40 cards: trump before laying away</source>
        <translation>40 carte: briscola prima dello scarto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="66"/>
        <source>Altenburg: must win the last tricks</source>
        <translation>Altenburg: obbligo di prendere nelle ultime prese</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="67"/>
        <source>Bézique: bonus on the 24th trick</source>
        <translation>Bésigue: premio alla 24ª presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="68"/>
        <source>Bézique: quartets of four suits</source>
        <translation>Bésigue: quattro carte uguali di quattro semi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="69"/>
        <source>Bézique: other bezique in ♠ and ♦</source>
        <translation>Bésigue: altro bésigue con ♠ e ♦</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="70"/>
        <source>Bézique: brisques at once</source>
        <translation>Bésigue: brisque subito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="71"/>
        <source>Bézique: last trick&apos;s winner deals</source>
        <translation>Bésigue: distribuisce chi fa l&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="92"/>
        <source>House rules of our own</source>
        <translation>Le nostre regole della casa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="97"/>
        <source>Start from:</source>
        <translation>Parti da:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="100"/>
        <source>e.g. Grandma&apos;s rules</source>
        <translation>es. le regole della nonna</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="101"/>
        <source>Name of our game:</source>
        <translation>Nome del nostro gioco:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="120"/>
        <source>Save as our game</source>
        <translation>Salva come il nostro gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="121"/>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="122"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="123"/>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="129"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="151"/>
        <source>Ready-made: %1</source>
        <translation>Regole pronte: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="158"/>
        <source>Ours: %1</source>
        <translation>Il nostro gioco: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="292"/>
        <source>Give our game a name first.</source>
        <translation>Prima dai un nome al nostro gioco.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="300"/>
        <source>Not saved: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="304"/>
        <source>Saved “%1”. Choose it under Game in the New Game dialog.</source>
        <translation>«%1» salvato. Sceglilo in Gioco nella finestra Nuova partita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="316"/>
        <source>Deleted “%1”.</source>
        <translation>«%1» eliminato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="324"/>
        <source>Not exported: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Non esportato: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="327"/>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="338"/>
        <source>The file was refused, nothing was changed: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Il file è stato rifiutato, non è cambiato nulla: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="343"/>
        <source>Imported “%1”.</source>
        <translation>«%1» importato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="350"/>
        <source>Export house rules</source>
        <translation>Esporta regole della casa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="351"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="359"/>
        <source>House rules (*.json)</source>
        <translation>Regole della casa (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="358"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="361"/>
        <source>Import house rules</source>
        <translation>Importa regole della casa</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="82"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="83"/>
        <source>It is not your turn.</source>
        <translation>Non tocca a te.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="84"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>Non è possibile in questo momento della smazzata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="86"/>
        <source>Your bid must be higher than the bid so far.</source>
        <translation>La tua licitazione deve superare quella precedente.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="88"/>
        <source>Bids go up in fixed steps; this value is not one of them.</source>
        <translation>Si licita a passi fissi; questo valore non è tra quelli ammessi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="90"/>
        <source>That bid is higher than allowed.</source>
        <translation>Questa licitazione supera il massimo ammesso.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="91"/>
        <source>Forehand must open the bidding and may not pass.</source>
        <translation>Il primo di mano deve aprire la licitazione e non può passare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="93"/>
        <source>You cannot hold: nobody has bid against you.</source>
        <translation>Non puoi tenere: nessuno ha licitato contro di te.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="95"/>
        <source>You must hold the bid or pass.</source>
        <translation>Devi tenere o passare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="97"/>
        <source>That card is not in your hand.</source>
        <translation>Non hai questa carta in mano.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="98"/>
        <source>You must put away exactly as many cards as you took from the dabb.</source>
        <translation>Devi scartare esattamente tante carte quante ne hai prese dal Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="100"/>
        <source>You cannot go out now.</source>
        <translation>Ora non puoi abbandonare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="102"/>
        <source>This contract is not allowed here.</source>
        <translation>Questo gioco non è ammesso qui.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="104"/>
        <source>Trump has already been named.</source>
        <translation>La briscola è già stata scelta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="106"/>
        <source>You may not call that card.</source>
        <translation>Non puoi chiamare questa carta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="108"/>
        <source>You may not give back the called card.</source>
        <translation>Non puoi restituire la carta chiamata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="134"/>
        <source>Carte blanche may only be shown before the first trick, with no face card in hand.</source>
        <translation>La carta bianca si può mostrare solo prima della prima presa e senza figure in mano.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="110"/>
        <source>You do not hold the cards for these melds.</source>
        <translation>Non hai le carte per questi accusi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="112"/>
        <source>You must follow suit.</source>
        <translation>Devi rispondere al seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="113"/>
        <source>You must head the trick with a higher card.</source>
        <translation>Devi superare con una carta più alta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="115"/>
        <source>You cannot follow suit, so you must trump.</source>
        <translation>Non puoi rispondere al seme, quindi devi tagliare con la briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="117"/>
        <source>You must beat the trump already played.</source>
        <translation>Devi superare la briscola già giocata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="119"/>
        <source>That move is not known.</source>
        <translation>Mossa sconosciuta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="120"/>
        <source>Only the winner of the last trick may declare.</source>
        <translation>Può accusare solo chi ha fatto l&apos;ultima presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="122"/>
        <source>Once the talon is used up, nothing more may be declared.</source>
        <translation>Finito il tallone non si può più accusare nulla.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="124"/>
        <source>You may declare only once after each trick you win.</source>
        <translation>Dopo ogni presa vinta puoi accusare una volta sola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="126"/>
        <source>These cards do not form a declaration.</source>
        <translation>Queste carte non formano un accuso.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="128"/>
        <source>A declaration needs at least one card not yet declared in it.</source>
        <translation>Un accuso deve contenere almeno una carta nuova, non ancora accusata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="130"/>
        <source>A card may not be declared twice in the same kind of declaration.</source>
        <translation>Una carta non si può accusare due volte nello stesso tipo di accuso.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="132"/>
        <source>You cannot show or exchange the seven of trumps now.</source>
        <translation>Ora non puoi mostrare né scambiare il sette di briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="137"/>
        <source>You must draw a card from the talon first.</source>
        <translation>Prima devi pescare una carta dal tallone.</translation>
    </message>
</context>
<context>
    <name>Kept</name>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="23"/>
        <source>The settings</source>
        <translation>Le impostazioni</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="24"/>
        <source>The statistics</source>
        <translation>Le statistiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="25"/>
        <source>The saved house rules</source>
        <translation>Le regole della casa salvate</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="26"/>
        <source>The window&apos;s place</source>
        <translation>La posizione della finestra</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="27"/>
        <source>The play aids&apos; choices</source>
        <translation>Le scelte degli aiuti al gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="29"/>
        <source>The file %1</source>
        <translation>Il file %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="38"/>
        <source>%1: written by a newer Binokel Desktop, so not used here. The file is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file (&quot;The statistics (statistics.json)&quot;)</extracomment>
        <translation>%1: scritto da un Binokel Desktop più recente, quindi qui non è usato. Il file viene conservato con un nome proprio prima che si scriva qualcosa di nuovo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="43"/>
        <source>%1: some values could not be used (%2) and were mended; the rest is kept, and the file as it was is kept under a name of its own.</source>
        <extracomment>%1 names the file, %2 lists what was mended (player names, setting names)</extracomment>
        <translation>%1: alcuni valori non erano utilizzabili (%2) e sono stati corretti; il resto è conservato, e il file com&apos;era viene conservato con un nome proprio.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="48"/>
        <source>%1: some sets cannot be used by this version (%2). They are left out of the lists and stay in the file as they are.</source>
        <extracomment>%1 names the file, %2 the titles of the sets left out</extracomment>
        <translation>%1: alcune regole non possono essere usate da questa versione (%2). Non compaiono negli elenchi e restano nel file così come sono.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="53"/>
        <source>%1: the file could not be read, so it is not used. It is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file</extracomment>
        <translation>%1: il file non è leggibile, quindi non viene usato. Viene conservato con un nome proprio prima che si scriva qualcosa di nuovo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="91"/>
        <source>A kept file could not be read</source>
        <translation>Un file conservato non è leggibile</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="18"/>
        <source>Bidding</source>
        <translation>Licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="19"/>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="20"/>
        <source>The dabb</source>
        <translation>Il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="21"/>
        <source>Laying away</source>
        <translation>Scartare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="22"/>
        <source>Naming trump</source>
        <translation>Scegliere la briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="23"/>
        <source>Melding</source>
        <translation>Accusare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="24"/>
        <source>Leading a trick</source>
        <translation>Aprire la presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="25"/>
        <source>Following suit and heading</source>
        <translation>Rispondere al seme e superare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="26"/>
        <source>Trumping and overtrumping</source>
        <translation>Tagliare e surtagliare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="27"/>
        <source>The last trick</source>
        <translation>L&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="28"/>
        <source>The score</source>
        <translation>Il punteggio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="32"/>
        <source>Whoever bids highest becomes the declarer and plays alone against the other two. Your cards are good: press “%1”. The others will pass.</source>
        <translation>Chi licita più in alto diventa dichiarante e gioca da solo contro gli altri due. Le tue carte sono buone: premi «%1». Gli altri passeranno.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="35"/>
        <source>You won the auction: you are the declarer. The three cards in the middle are the dabb, and they are yours: take them.</source>
        <translation>Hai vinto la licitazione: sei il dichiarante. Le tre carte al centro sono il Dabb, e sono tue: prendile.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="38"/>
        <source>Now lay away three cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Ora scarta tre carte coperte: cliccale, poi premi il pulsante. I loro punti contano per te alla fine. Le carte segnate fanno parte di accusi: tienile.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="41"/>
        <source>Name trump: that suit beats every other suit. Each button shows what your melds are worth with it.</source>
        <translation>Scegli la briscola: quel seme batte tutti gli altri. Ogni pulsante mostra quanto valgono i tuoi accusi con quel seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="44"/>
        <source>Show your melds: they are listed on your name plate, and they count once you win a trick. The others show theirs after you.</source>
        <translation>Mostra i tuoi accusi: compaiono sulla tua targhetta e contano appena fai una presa. Gli altri accusano dopo di te.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="47"/>
        <source>You lead: play any card. The highest card of the suit led wins the trick, unless someone plays a trump.</source>
        <translation>Apri tu: gioca una carta qualsiasi. La carta più alta del seme giocato vince la presa, a meno che qualcuno giochi una briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="50"/>
        <source>Follow suit: play a card of the suit led. If you can beat the best card in the trick, you must (heading). The lit cards are the ones you may play.</source>
        <translation>Rispondi al seme: gioca una carta del seme di apertura. Se puoi superare la carta migliore della presa, devi farlo. Le carte illuminate sono quelle che puoi giocare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="53"/>
        <source>You have no card of the suit led, so you must play a trump. If a trump lies there already, beat it if you can (overtrumping).</source>
        <translation>Non hai carte del seme di apertura, quindi devi giocare una briscola (tagliare). Se c&apos;è già una briscola, superala se puoi (surtagliare).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="56"/>
        <source>Your last card. Whoever wins the last trick scores 10 points more.</source>
        <translation>La tua ultima carta. Chi vince l&apos;ultima presa guadagna 10 punti in più.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="58"/>
        <source>The deal is scored: the points in your tricks and your melds. The declarer needs at least the bid, or loses it twice. The bar at the top keeps the totals.</source>
        <translation>La smazzata viene contata: i punti delle tue prese e i tuoi accusi. Il dichiarante deve fare almeno la sua licitazione, altrimenti la perde doppia. La barra in alto mostra i totali.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="66"/>
        <source>Whoever bids highest becomes the declarer. Forehand opens at 150; each bid is 10 more, and the one asked may hold or pass. Press Bid or Hold: the others will pass.</source>
        <translation>Chi licita più in alto diventa dichiarante. Il primo di mano apre a 150; ogni licitazione vale 10 in più, e chi è interpellato tiene o passa. Premi Licito o Tengo: gli altri passeranno.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="70"/>
        <source>You won the auction: you are the declarer. The four cards of the dabb are shown to everyone, then they go into your hand.</source>
        <translation>Hai vinto la licitazione: sei il dichiarante. Le quattro carte del Dabb vengono mostrate a tutti, poi finiscono nella tua mano.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="73"/>
        <source>Now lay away four cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Ora scarta quattro carte coperte: cliccale, poi premi il pulsante. I loro punti contano per te alla fine. Le carte segnate fanno parte di accusi: tienile.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="79"/>
        <source>bidding, declarer</source>
        <translation>licitare, dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="80"/>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="81"/>
        <source>dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="82"/>
        <source>laying away</source>
        <translation>scartare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="83"/>
        <source>trump</source>
        <translation>briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="84"/>
        <source>melds</source>
        <translation>accusi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="85"/>
        <source>trick</source>
        <translation>presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="86"/>
        <source>following suit, heading</source>
        <translation>rispondere al seme, superare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="87"/>
        <source>trumping, overtrumping</source>
        <translation>tagliare, surtagliare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="88"/>
        <source>the last trick</source>
        <translation>l&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="89"/>
        <source>scoring</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="112"/>
        <source>In the rules (F1): %1</source>
        <extracomment>a link under a lesson&apos;s step; %1 names the words (&quot;dabb&quot;, &quot;trump&quot;), lower case</extracomment>
        <translation>Nelle regole (F1): %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="119"/>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the small line above a lesson&apos;s step</extracomment>
        <translation>Impara a giocare · passo %1 di %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="124"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Impara a giocare…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="129"/>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="134"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="139"/>
        <source>Skip lesson</source>
        <translation>Salta la lezione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="144"/>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="149"/>
        <source>A short guided game against two easy computer players: each step is explained as it comes. Which game do you want to learn?</source>
        <translation>Una breve partita guidata contro due giocatori facili del computer: ogni passo viene spiegato quando arriva. Quale gioco vuoi imparare?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="157"/>
        <source>Continue where you stopped: %1, step %2 of %3</source>
        <extracomment>%1 is a game (&quot;Binokel for three&quot;), %2 and %3 the step reached and the number of steps</extracomment>
        <translation>Continua da dove ti eri fermato: %1, passo %2 di %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="163"/>
        <source>Well done: you have played your first deal. A new game waits in the Game menu.</source>
        <translation>Ben fatto: hai giocato la tua prima smazzata. Una nuova partita ti aspetta nel menu Partita.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="11"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="12"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="13"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="14"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="15"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="40"/>
        <source>%1: the gentlest level, where the strength ladder starts (0 points per deal).</source>
        <extracomment>%1 is the level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>%1: il livello più morbido, da cui parte la scala di forza (0 punti a smazzata).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="52"/>
        <source>%1 and %2 play within chance of each other: %5 points per deal for %1 over %3 duplicate deals in %4 (95 % interval %6 to %7).</source>
        <extracomment>%1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 %1&apos;s lead per deal (&quot;+3.3&quot;); %6 to %7 its 95 % interval (&quot;−0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>%1 e %2 si equivalgono entro il margine del caso: %5 punti a smazzata per %1 su %3 smazzate duplicate (%4; intervallo al 95 % da %6 a %7).</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="77"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.</source>
        <extracomment>%n points; %1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 to %6 the 95 % interval of the difference (&quot;+0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>
            <numerusform>%1: vince circa %n punto in più a smazzata rispetto a %2 (misurato su %3 smazzate duplicate, %4): una differenza piccola, intervallo al 95 % da %5 a %6.</numerusform>
            <numerusform>%1: vince circa %n punti in più a smazzata rispetto a %2 (misurato su %3 smazzate duplicate, %4): una differenza piccola, intervallo al 95 % da %5 a %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="81"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4).</source>
        <extracomment>%n points; %1, %2 levels (&quot;Medium&quot;, &quot;Easy&quot;); %3 deals (&quot;1,000&quot;); %4 the game&apos;s title</extracomment>
        <translation>
            <numerusform>%1: vince circa %n punto in più a smazzata rispetto a %2 (misurato su %3 smazzate duplicate, %4).</numerusform>
            <numerusform>%1: vince circa %n punti in più a smazzata rispetto a %2 (misurato su %3 smazzate duplicate, %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="84"/>
        <source>Strength: about %n point(s) per deal above %1.</source>
        <extracomment>%n points per deal; %1 the first level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>
            <numerusform>Forza: circa %n punto a smazzata in più rispetto a %1.</numerusform>
            <numerusform>Forza: circa %n punti a smazzata in più rispetto a %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="235"/>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="269"/>
        <source>%1 %2</source>
        <extracomment>one card of a trick in a list: %1 is who played it (may be &quot;Du&quot;/&quot;Tu&quot;, you), %2 the card; not a sentence
----------
a party and its score change in a list: %1 a name or team (may be you), %2 &quot;+120&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="202"/>
        <source>Deal %1, dealt by %2</source>
        <extracomment>%1 is the deal&apos;s number, %2 the dealer&apos;s name (never you)</extracomment>
        <translation>Smazzata %1, mazziere: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="226"/>
        <source>%1: %2</source>
        <extracomment>a list line: %1 is a player&apos;s name (may be &quot;Du&quot;/&quot;Tu&quot;, you), %2 a call or a card</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="136"/>
        <source>You meld nothing</source>
        <translation>Non hai accusato nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="138"/>
        <source>%1 melds nothing</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 non ha accusato nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="104"/>
        <source>You win the bidding at %1</source>
        <extracomment>%1 is the winning bid</extracomment>
        <translation>Hai vinto la licitazione a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="106"/>
        <source>%1 wins the bidding at %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the winning bid</extracomment>
        <translation>%1 ha vinto la licitazione a %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="205"/>
        <source>Everybody passed; the deal is void</source>
        <translation>Tutti hanno passato; la smazzata è nulla</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="207"/>
        <source>The dabb: %1</source>
        <translation>Il Dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="109"/>
        <source>You take the dabb</source>
        <translation>Hai preso il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="111"/>
        <source>%1 takes the dabb</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha preso il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="213"/>
        <source>A card was called; you hand it over</source>
        <translation>È stata chiamata una carta; l&apos;hai consegnata tu</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="215"/>
        <source>A card was called; %1 hands it over</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>È stata chiamata una carta; l&apos;ha consegnata %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="114"/>
        <source>You name trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Hai scelto la briscola: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="173"/>
        <source>You exchange the trump seven for %1</source>
        <extracomment>%1 is the card taken for the trump seven, in running text</extracomment>
        <translation>Hai scambiato il sette di briscola con %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="255"/>
        <source>You win the game</source>
        <translation>Hai vinto la partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="257"/>
        <source>You and %1 win the game</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names joined with &quot;and&quot;)</extracomment>
        <translation>Tu e %1 avete vinto la partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="277"/>
        <source>Deal won (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Smazzata vinta (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="279"/>
        <source>Deal lost (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Smazzata persa (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="211"/>
        <source>A card was called; nobody holds it</source>
        <translation>È stata chiamata una carta; nessuno ce l&apos;ha</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="200"/>
        <source>Deal %1, dealt by you</source>
        <translation>Smazzata %1, sei tu il mazziere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="119"/>
        <source>You are given a card face down</source>
        <translation>Hai ricevuto una carta coperta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="121"/>
        <source>%1 is given a card face down</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha ricevuto una carta coperta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="116"/>
        <source>%1 names trump: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text</extracomment>
        <translation>%1 ha scelto la briscola: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="130"/>
        <source>You announce: %1</source>
        <extracomment>%1 is the contract (Durch, Bettel …)</extracomment>
        <translation>Hai annunciato: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="132"/>
        <source>%1 announces: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the contract</extracomment>
        <translation>%1 ha annunciato: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="141"/>
        <source>You meld: %1</source>
        <extracomment>%1 lists the melds and their points</extracomment>
        <translation>Hai accusato: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="143"/>
        <source>%1 melds: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the melds and their points</extracomment>
        <translation>%1 ha accusato: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="55"/>
        <source>Trick %1: %2 — you take it (%n point(s))</source>
        <extracomment>%1 is the trick&apos;s number, %2 the cards played; the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Presa %1: %2 — l&apos;hai fatta tu (%n punto)</numerusform>
            <numerusform>Presa %1: %2 — l&apos;hai fatta tu (%n punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="58"/>
        <source>Trick %1: %2 — %3 takes it (%n point(s))</source>
        <extracomment>%1 the trick&apos;s number, %2 the cards played, %3 another player&apos;s name (never you); the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Presa %1: %2 — l&apos;ha fatta %3 (%n punto)</numerusform>
            <numerusform>Presa %1: %2 — l&apos;ha fatta %3 (%n punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="60"/>
        <source>You lay away %n card(s)</source>
        <extracomment>the count is the cards laid away (gedrückt)</extracomment>
        <translation>
            <numerusform>Hai scartato %n carta</numerusform>
            <numerusform>Hai scartato %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="62"/>
        <source>%1 lays away %n card(s)</source>
        <extracomment>%1 is another player&apos;s name (never you); the count is the cards laid away</extracomment>
        <translation>
            <numerusform>%1 ha scartato %n carta</numerusform>
            <numerusform>%1 ha scartato %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="64"/>
        <source>You declare %1: %n point(s)</source>
        <extracomment>%1 is the meld (talon games); the count is its points</extracomment>
        <translation>
            <numerusform>Hai accusato %1: %n punto</numerusform>
            <numerusform>Hai accusato %1: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="66"/>
        <source>%1 declares %2: %n point(s)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the meld; the count is its points</extracomment>
        <translation>
            <numerusform>%1 ha accusato %2: %n punto</numerusform>
            <numerusform>%1 ha accusato %2: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="69"/>
        <source>%1 wins the game</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins the game&quot;, &quot;Anna and Lena win the game&quot; (never you)</extracomment>
        <translation>
            <numerusform>%1 ha vinto la partita</numerusform>
            <numerusform>%1 hanno vinto la partita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="148"/>
        <source>You take the trick</source>
        <translation>Hai fatto la presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="150"/>
        <source>%1 takes the trick</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha fatto la presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="217"/>
        <source>Turned up for trump: %1</source>
        <translation>Carta di briscola scoperta: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="176"/>
        <source>%1 exchanges the trump seven for %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the card taken, in running text</extracomment>
        <translation>%1 ha scambiato il sette di briscola con %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="181"/>
        <source>You take the turned-up %1</source>
        <extracomment>%1 is the turned-up card, in running text</extracomment>
        <translation>Hai preso %1, la carta scoperta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="184"/>
        <source>%1 takes the turned-up %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the turned-up card, in running text</extracomment>
        <translation>%1 ha preso %2, la carta scoperta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="219"/>
        <source>The talon is used up</source>
        <translation>Il tallone è finito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="189"/>
        <source>You claim to have reached the target (%1)</source>
        <extracomment>%1 is the score claimed</extracomment>
        <translation>Hai affermato di aver raggiunto il traguardo (%1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="191"/>
        <source>%1 claims to have reached the target (%2)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the score claimed</extracomment>
        <translation>%1 ha affermato di aver raggiunto il traguardo (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="274"/>
        <source>Deal scored: %1</source>
        <extracomment>a deal of a game without declarer or bid (Altenburg, Bézique): %1 each party&apos;s score change</extracomment>
        <translation>Conteggio della smazzata: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/game_log.py" line="103"/>
        <source>Game log</source>
        <translation>Registro di gioco</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="15"/>
        <source>Diss (trump seven)</source>
        <translation>Diss (sette di briscola)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="16"/>
        <source>Pair</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="17"/>
        <source>Trump pair</source>
        <translation>Matrimonio di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="18"/>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="19"/>
        <source>Trump family</source>
        <translation>Famiglia di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="20"/>
        <source>Double family</source>
        <translation>Doppia famiglia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="21"/>
        <source>Double trump family</source>
        <translation>Doppia famiglia di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="22"/>
        <source>Trump family (quint major)</source>
        <translation>Famiglia di briscola (scala)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="23"/>
        <source>Binokel</source>
        <translation>Binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="24"/>
        <source>Grand Binokel</source>
        <translation>Gran binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="25"/>
        <source>Double Binokel</source>
        <translation>Doppio binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="26"/>
        <source>Four Aces</source>
        <translation>Quattro assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="27"/>
        <source>Four Kings</source>
        <translation>Quattro re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="28"/>
        <source>Four Obers</source>
        <translation>Quattro ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="29"/>
        <source>Four Unters</source>
        <translation>Quattro unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="30"/>
        <source>Eight Aces</source>
        <translation>Otto assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="31"/>
        <source>Eight Tens</source>
        <translation>Otto dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="32"/>
        <source>Eight Kings</source>
        <translation>Otto re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="33"/>
        <source>Eight Obers</source>
        <translation>Otto ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="34"/>
        <source>Eight Unters</source>
        <translation>Otto unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="35"/>
        <source>Carte blanche</source>
        <translation>Carta bianca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="59"/>
        <source>Four Queens</source>
        <translation>Quattro donne</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="60"/>
        <source>Four Jacks</source>
        <translation>Quattro fanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="61"/>
        <source>Eight Queens</source>
        <translation>Otto donne</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="62"/>
        <source>Eight Jacks</source>
        <translation>Otto fanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="97"/>
        <source>%1 (%2)</source>
        <extracomment>%1 is a meld (&quot;Pair&quot;), %2 its suit in running text (&quot;Hearts&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="47"/>
        <source>%1 %2</source>
        <extracomment>a meld and its value on a name plate: &quot;Paar 20&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="49"/>
        <source>%1× %2</source>
        <extracomment>a meld shown several times: &quot;2× Paar 20&quot;</extracomment>
        <translation>%1× %2</translation>
    </message>
</context>
<context>
    <name>Moments</name>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="14"/>
        <source>Trick %1: the %2 instead of the %3 cost you about %n point(s).</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the best card there; %n points</extracomment>
        <translation>
            <numerusform>Presa %1: giocando %2 e non %3 hai perso circa %n punto.</numerusform>
            <numerusform>Presa %1: giocando %2 e non %3 hai perso circa %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="17"/>
        <source>Trick %1: the %2 was worth about %n point(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n points</extracomment>
        <translation>
            <numerusform>Presa %1: giocando %2 e non %3 hai guadagnato circa %n punto.</numerusform>
            <numerusform>Presa %1: giocando %2 e non %3 hai guadagnato circa %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="20"/>
        <source>Trick %1: the %2 instead of the %3 cost you %n trick(s).</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the best card there; %n tricks</extracomment>
        <translation>
            <numerusform>Presa %1: giocando %2 e non %3 hai perso %n presa.</numerusform>
            <numerusform>Presa %1: giocando %2 e non %3 hai perso %n prese.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="22"/>
        <source>Trick %1: the %2 was worth %n trick(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n tricks</extracomment>
        <translation>
            <numerusform>Presa %1: giocando %2 e non %3 hai guadagnato %n presa.</numerusform>
            <numerusform>Presa %1: giocando %2 e non %3 hai guadagnato %n prese.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="27"/>
        <source>Moments that mattered</source>
        <translation>I momenti decisivi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="32"/>
        <source>Looking at your decisions…</source>
        <translation>Sto esaminando le tue scelte…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="37"/>
        <source>None of your cards changed the result much.</source>
        <translation>Nessuna delle tue carte ha cambiato di molto il risultato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="42"/>
        <source>Your decisions could not be looked at this time.</source>
        <translation>Questa volta non è stato possibile esaminare le tue scelte.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="47"/>
        <source>Show in review</source>
        <translation>Mostra nella revisione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="53"/>
        <source>Open the deal review at trick %1</source>
        <extracomment>%1 the trick&apos;s number</extracomment>
        <translation>Apri la revisione alla presa %1</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="256"/>
        <location filename="../binokel_desktop/ui/texts/people.py" line="66"/>
        <location filename="../binokel_desktop/ui/texts/table.py" line="50"/>
        <location filename="../binokel_desktop/ui/texts/table.py" line="133"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="68"/>
        <source>%1 and %2</source>
        <extracomment>joins the last two of several names: &quot;Anna and Lena&quot; (German &quot;und&quot;, Italian &quot;e&quot;)</extracomment>
        <translation>%1 e %2</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="78"/>
        <source>talon</source>
        <translation>tallone</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="80"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="86"/>
        <source>%1:</source>
        <extracomment>a label in front of its field; %1 is the rule&apos;s name</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="92"/>
        <source>on</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="92"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="111"/>
        <source>Changed from %1: %2</source>
        <extracomment>%1 is the base game&apos;s title, %2 the list of changed rules with their values</extracomment>
        <translation>Modifiche rispetto a «%1»: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="155"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="169"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="181"/>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="208"/>
        <source>Cards:</source>
        <translation>Carte:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="211"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="213"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="214"/>
        <source>Player</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="215"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="247"/>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="117"/>
        <source>Point at a rule to read what it means.</source>
        <translation>Passa il mouse su una regola per leggerne il significato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="270"/>
        <source>Start game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="273"/>
        <source>Defaults</source>
        <translation>Valori predefiniti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="275"/>
        <source>Restore the house rules and target of the chosen game.</source>
        <translation>Ripristina le regole della casa e il traguardo del gioco scelto.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="294"/>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="295"/>
        <source>Change…</source>
        <translation>Cambia…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="347"/>
        <source>%1 (changed)</source>
        <extracomment>%1 is the chosen set of house rules (a game&apos;s title or a family&apos;s own set)</extracomment>
        <translation>%1 (modificate)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="348"/>
        <source>House rules: %1</source>
        <translation>Regole della casa: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="432"/>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="105"/>
        <source>These rules cannot be played:</source>
        <translation>Con queste regole non si può giocare:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="557"/>
        <source>Several people play: give each person a name of their own, so the table can say whose turn it is.</source>
        <translation>Giocano più persone: dai a ognuna un nome diverso, così il tavolo può dire a chi tocca.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="570"/>
        <source>Partners: %1 and %2 against %3 and %4.</source>
        <extracomment>%1 … %4 are the players&apos; names as typed; %1 may be &quot;Du&quot;/&quot;Tu&quot; (you)</extracomment>
        <translation>Compagni: %1 e %2 contro %3 e %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="65"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="66"/>
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carta a testa</numerusform>
            <numerusform>%n carte a testa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="67"/>
        <source>dabb of %n card(s)</source>
        <translation>
            <numerusform>Dabb di %n carta</numerusform>
            <numerusform>Dabb di %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="68"/>
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n carta nel mazzo</numerusform>
            <numerusform>%n carte nel mazzo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="70"/>
        <source> point(s)</source>
        <extracomment>the unit after the target number in its box (&quot; points&quot;), with its leading space</extracomment>
        <translation>
            <numerusform> punto</numerusform>
            <numerusform> punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="31"/>
        <source>Ranks in the deck</source>
        <translation>Valori nel mazzo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="32"/>
        <source>Which ranks are played; two copies of each card.</source>
        <translation>Quali valori si giocano; ogni carta c&apos;è in due copie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="33"/>
        <source>French card names</source>
        <translation>Nomi francesi delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="34"/>
        <source>Name the cards Queen and Jack, Clubs and Spades, as in Bézique.</source>
        <translation>Le carte si chiamano donna e fante, fiori e picche, come nel bésigue.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="37"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="38"/>
        <source>How many sit at the table.</source>
        <translation>Quanti siedono al tavolo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="39"/>
        <source>Dealer sits out</source>
        <translation>Il mazziere sta fuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="40"/>
        <source>With four at the table the dealer gets no cards in that deal.</source>
        <translation>In quattro il mazziere non riceve carte in quella smazzata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="42"/>
        <source>Teams</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="43"/>
        <source>Partners sit opposite and score together.</source>
        <translation>I compagni siedono di fronte e segnano insieme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="44"/>
        <source>Cards per hand</source>
        <translation>Carte a testa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="45"/>
        <source>How many cards each player is dealt.</source>
        <translation>Quante carte riceve ogni giocatore.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="46"/>
        <source>Cards in the dabb</source>
        <translation>Carte nel Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="47"/>
        <source>The dabb (the widow) is laid aside face down for the winner of the bidding.</source>
        <translation>Il Dabb viene messo da parte coperto per chi vince la licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="49"/>
        <source>Dealing packets</source>
        <translation>Pacchetti della distribuzione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="50"/>
        <source>In which packets the cards and the dabb are dealt.</source>
        <translation>In quali pacchetti si distribuiscono le carte e il Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="53"/>
        <source>Bidding style</source>
        <translation>Modo di licitare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="54"/>
        <source>Raise: every call names a higher value. Hold: the earlier player may hold the value named, as in Skat.</source>
        <translation>Rilanciare: ogni licitazione nomina un valore più alto. Tenere: chi viene prima può tenere il valore nominato, come nello Skat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="57"/>
        <source>Lowest bid</source>
        <translation>Licitazione minima</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="58"/>
        <source>The value the bidding (reizen) starts at.</source>
        <translation>Il valore da cui parte la licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="59"/>
        <source>Bid step</source>
        <translation>Incremento della licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="60"/>
        <source>Bids go up in steps of this many points.</source>
        <translation>Si licita a passi del numero di punti indicato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="61"/>
        <source>Jump bids</source>
        <translation>Salti nella licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="62"/>
        <source>A bid may raise by more than one step.</source>
        <translation>Una licitazione può salire di più di un passo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="63"/>
        <source>Highest bid</source>
        <translation>Licitazione massima</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="64"/>
        <source>The highest value anybody may bid.</source>
        <translation>Il valore più alto che si può licitare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="65"/>
        <source>Forehand must open</source>
        <translation>Il primo di mano deve aprire</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="66"/>
        <source>The player after the dealer must open with the lowest bid and may not pass first.</source>
        <translation>Il giocatore dopo il mazziere deve aprire con la licitazione minima e non può passare per primo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="69"/>
        <source>Warn after passed-out deals</source>
        <translation>Avviso dopo smazzate in cui tutti passano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="70"/>
        <source>After this many deals in a row that everybody passed, the game says so and offers to change the rules (0: never).</source>
        <translation>Dopo questo numero di smazzate di fila in cui tutti hanno passato, il gioco lo dice e propone di cambiare le regole (0: mai).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="74"/>
        <source>Show the dabb to all</source>
        <translation>Dabb mostrato a tutti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="75"/>
        <source>The dabb is turned face up before the declarer takes it.</source>
        <translation>Il Dabb viene scoperto prima che il dichiarante lo prenda.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="77"/>
        <source>Going out allowed</source>
        <translation>Abbandono ammesso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="78"/>
        <source>The declarer may give up the deal (abgehen) and lose only the bid.</source>
        <translation>Il dichiarante può abbandonare la smazzata: perde solo il valore della licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="80"/>
        <source>When going out is allowed</source>
        <translation>Quando si può abbandonare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="81"/>
        <source>Right after taking the dabb, or only after discarding and naming trump.</source>
        <translation>Subito dopo aver preso il Dabb, o solo dopo lo scarto e la scelta della briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="83"/>
        <source>Going-out bonus</source>
        <translation>Premio agli avversari per l&apos;abbandono</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="84"/>
        <source>Points each opponent (or team) gets on top of its melds when the declarer goes out.</source>
        <translation>Punti che ogni avversario (o coppia) riceve oltre ai suoi accusi quando il dichiarante abbandona.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="86"/>
        <source>Bonus is half the bid</source>
        <translation>Il premio è metà della licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="87"/>
        <source>When the declarer goes out, opponents get half the bid instead of the fixed bonus.</source>
        <translation>Se il dichiarante abbandona, gli avversari ricevono metà della licitazione invece del premio fisso.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="91"/>
        <source>Discards count for the declarer</source>
        <translation>Le carte scartate contano per il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="92"/>
        <source>The card points of the cards put away (gedrückt) count for the declarer.</source>
        <translation>I punti delle carte scartate contano per il dichiarante.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="94"/>
        <source>Trump before discarding</source>
        <translation>Briscola prima dello scarto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="95"/>
        <source>The declarer names trump first and then discards or goes out.</source>
        <translation>Il dichiarante sceglie prima la briscola e poi scarta o abbandona.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="98"/>
        <source>Melds need a trick</source>
        <translation>Gli accusi richiedono una presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="99"/>
        <source>Melds only count for a player who wins at least one trick.</source>
        <translation>Gli accusi contano solo per chi fa almeno una presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="101"/>
        <source>Grand Binokel</source>
        <translation>Gran binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="102"/>
        <source>King and Ober of Leaves with the Unter of Bells score as Grand Binokel.</source>
        <translation>Re e ober di foglie con l&apos;unter di sonagli valgono come gran binocle.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="105"/>
        <location filename="../binokel_desktop/ui/texts/options.py" line="126"/>
        <source>Double family</source>
        <translation>Doppia famiglia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="106"/>
        <source>Both families of one suit score as a double family.</source>
        <translation>Le due famiglie dello stesso seme valgono come doppia famiglia.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="108"/>
        <source>Ranks for eight of a kind</source>
        <translation>Valori per otto carte uguali</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="109"/>
        <source>Which ranks score when a player holds all eight cards of them.</source>
        <translation>Quali valori contano quando un giocatore ha tutte e otto le carte di quel valore.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="111"/>
        <source>Doubled melds</source>
        <translation>Accusi doppi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="112"/>
        <source>Double families and eights score their own flat value, or simply twice the single meld.</source>
        <translation>Doppie famiglie e otto carte uguali hanno un proprio valore fisso, o semplicemente il doppio dell&apos;accuso semplice.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="115"/>
        <source>Diss (trump seven)</source>
        <translation>Diss (sette di briscola)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="116"/>
        <source>Value of each seven of trumps.</source>
        <translation>Valore di ogni sette di briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="117"/>
        <source>Pair</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="118"/>
        <source>Value of King and Ober of one suit.</source>
        <translation>Valore di re e ober dello stesso seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="119"/>
        <source>Trump pair</source>
        <translation>Matrimonio di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="120"/>
        <source>Value of King and Ober of trumps.</source>
        <translation>Valore di re e ober di briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="121"/>
        <source>Family</source>
        <translation>Famiglia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="122"/>
        <source>Value of Ace, Ten, King, Ober and Unter of one suit.</source>
        <translation>Valore di asso, dieci, re, ober e unter dello stesso seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="124"/>
        <source>Trump family</source>
        <translation>Famiglia di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="125"/>
        <source>Value of a family in trumps.</source>
        <translation>Valore di una famiglia di briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="127"/>
        <source>Value of both families of one suit.</source>
        <translation>Valore delle due famiglie dello stesso seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="128"/>
        <source>Double trump family</source>
        <translation>Doppia famiglia di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="129"/>
        <source>Value of both families of trumps.</source>
        <translation>Valore delle due famiglie di briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="130"/>
        <source>Binokel</source>
        <translation>Binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="131"/>
        <source>Value of the Ober of Leaves with the Unter of Bells (in Bézique: Queen of Spades and Jack of Diamonds).</source>
        <translation>Valore dell&apos;ober di foglie con l&apos;unter di sonagli (nel bésigue: donna di picche e fante di quadri).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="134"/>
        <source>Grand Binokel value</source>
        <translation>Valore del gran binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="135"/>
        <source>Value of King and Ober of Leaves with the Unter of Bells.</source>
        <translation>Valore di re e ober di foglie con l&apos;unter di sonagli.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="137"/>
        <source>Double Binokel</source>
        <translation>Doppio binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="138"/>
        <source>Value of both Binokels.</source>
        <translation>Valore dei due binocle.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="139"/>
        <source>Four Aces</source>
        <translation>Quattro assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="140"/>
        <source>Value of four Aces.</source>
        <translation>Valore di quattro assi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="141"/>
        <source>Four Kings</source>
        <translation>Quattro re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="142"/>
        <source>Value of four Kings.</source>
        <translation>Valore di quattro re.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="143"/>
        <source>Four Obers</source>
        <translation>Quattro ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="144"/>
        <source>Value of four Obers (Queens).</source>
        <translation>Valore di quattro ober (donne).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="145"/>
        <source>Four Unters</source>
        <translation>Quattro unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="146"/>
        <source>Value of four Unters (Jacks).</source>
        <translation>Valore di quattro unter (fanti).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="147"/>
        <source>Eight Aces</source>
        <translation>Otto assi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="148"/>
        <source>Value of all eight Aces.</source>
        <translation>Valore di tutti e otto gli assi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="149"/>
        <source>Eight Tens</source>
        <translation>Otto dieci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="150"/>
        <source>Value of all eight Tens.</source>
        <translation>Valore di tutti e otto i dieci.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="151"/>
        <source>Eight Kings</source>
        <translation>Otto re</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="152"/>
        <source>Value of all eight Kings.</source>
        <translation>Valore di tutti e otto i re.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="153"/>
        <source>Eight Obers</source>
        <translation>Otto ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="154"/>
        <source>Value of all eight Obers (Queens).</source>
        <translation>Valore di tutti e otto gli ober (donne).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="155"/>
        <source>Eight Unters</source>
        <translation>Otto unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="156"/>
        <source>Value of all eight Unters (Jacks).</source>
        <translation>Valore di tutti e otto gli unter (fanti).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="158"/>
        <source>Must head the trick</source>
        <translation>Obbligo di superare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="159"/>
        <source>A player who follows suit must play a higher card if he has one (Stichzwang).</source>
        <translation>Chi risponde al seme deve giocare una carta più alta, se ce l&apos;ha.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="161"/>
        <source>Must trump</source>
        <translation>Obbligo di tagliare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="162"/>
        <source>A player who cannot follow suit must play a trump (Trumpfzwang).</source>
        <translation>Chi non può rispondere al seme deve giocare una briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="164"/>
        <source>Must overtrump</source>
        <translation>Obbligo di sovrataglio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="165"/>
        <source>A player who trumps must beat a trump already in the trick if he can.</source>
        <translation>Chi taglia deve superare una briscola già nella presa, se può.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="167"/>
        <source>Must undertrump</source>
        <translation>Obbligo di sottotaglio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="168"/>
        <source>A player who cannot overtrump must still play a lower trump.</source>
        <translation>Chi non può superare la briscola deve comunque giocarne una più bassa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="170"/>
        <source>Head even after a trump</source>
        <translation>Superare anche dopo un taglio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="171"/>
        <source>Following suit, you must still beat the highest card of the suit led after someone trumped.</source>
        <translation>Chi risponde al seme deve superare la carta più alta del seme giocato anche dopo che qualcuno ha tagliato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="174"/>
        <source>Partner exemption</source>
        <translation>Eccezione per il compagno</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="175"/>
        <source>While your partner wins the trick you need not head, trump or overtrump.</source>
        <translation>Finché la presa è del tuo compagno non devi superare, tagliare né sovratagliare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="177"/>
        <source>Last-trick bonus</source>
        <translation>Premio dell&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="178"/>
        <source>Points for winning the last trick.</source>
        <translation>Punti per chi fa l&apos;ultima presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="180"/>
        <source>Rounding of card points</source>
        <translation>Arrotondamento dei punti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="181"/>
        <source>Card points are rounded to the nearest ten (a 5 rounds up), or not at all.</source>
        <translation>I punti delle carte si arrotondano alla decina (il 5 per eccesso), o per niente.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="183"/>
        <source>Bid checked on</source>
        <translation>Licitazione calcolata su</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="184"/>
        <source>Whether the bid is made is judged on exact or on rounded card points.</source>
        <translation>Se la licitazione è raggiunta si decide sui punti esatti o su quelli arrotondati.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="186"/>
        <source>Failed bid costs (times the bid)</source>
        <translation>Costo della licitazione fallita (× licitazione)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="187"/>
        <source>A declarer who misses the bid loses this many times the bid (&quot;in den Keller&quot;).</source>
        <translation>Il dichiarante che non raggiunge la licitazione perde il suo valore moltiplicato per questo numero («in cantina»).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="189"/>
        <source>Play to</source>
        <translation>Si gioca fino a</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="190"/>
        <source>The game ends when a player reaches this score.</source>
        <translation>La partita finisce quando un giocatore raggiunge questo punteggio.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="191"/>
        <source>Going out may end the game</source>
        <translation>L&apos;abbandono può chiudere la partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="192"/>
        <source>A deal given up by going out can still end the game.</source>
        <translation>Anche una smazzata abbandonata può chiudere la partita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="194"/>
        <source>Tie at the target</source>
        <translation>Parità al traguardo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="195"/>
        <source>When two reach the target with the same score: play another deal, or the higher bidder wins.</source>
        <translation>Se due arrivano al traguardo con lo stesso punteggio: si gioca un&apos;altra smazzata, o vince chi ha licitato di più.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="197"/>
        <source>Bonus for the dealer sitting out</source>
        <translation>Premio per il mazziere che sta fuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="198"/>
        <source>Points the dealer gets for a deal he sits out.</source>
        <translation>Punti che il mazziere riceve per una smazzata in cui sta fuori.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="200"/>
        <source>Tournament penalties</source>
        <translation>Penalità da torneo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="201"/>
        <source>A wrong discard or a revoke is not refused but punished, as at a tournament.</source>
        <translation>Uno scarto sbagliato o una rinuncia (mancata risposta al seme) non vengono impediti ma puniti, come in un torneo.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="205"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="206"/>
        <source>The declarer may play to win every trick, without trump.</source>
        <translation>Il dichiarante può giocare per fare tutte le prese, senza briscola.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="208"/>
        <source>Durch value</source>
        <translation>Valore del Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="209"/>
        <source>Value of a Durch played with the dabb, hand hidden.</source>
        <translation>Valore di un Durch giocato col Dabb, a carte coperte.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="211"/>
        <source>Open Durch value</source>
        <translation>Valore del Durch scoperto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="212"/>
        <source>Value of a Durch with the hand shown before the first trick.</source>
        <translation>Valore di un Durch con le carte mostrate prima della prima presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="214"/>
        <source>Open Durch from hand value</source>
        <translation>Valore del Durch scoperto senza Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="215"/>
        <source>Value of an open Durch played without taking the dabb.</source>
        <translation>Valore di un Durch scoperto giocato senza prendere il Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="217"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="218"/>
        <source>The declarer may play to take no trick at all.</source>
        <translation>Il dichiarante può giocare per non fare nessuna presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="219"/>
        <source>Bettel value</source>
        <translation>Valore del Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="220"/>
        <source>Value of a Bettel.</source>
        <translation>Valore di un Bettel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="221"/>
        <source>Who leads a Bettel</source>
        <translation>Chi esce nel Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="222"/>
        <source>The declarer or forehand leads the first trick of a Bettel.</source>
        <translation>Nel Bettel esce per primo il dichiarante o il primo di mano.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="224"/>
        <source>Calling a card (Rufen)</source>
        <translation>Chiamare una carta (Rufen)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="225"/>
        <source>The declarer may call a card he lacks; whoever holds it must hand it over.</source>
        <translation>Il dichiarante può chiamare una carta che gli manca; chi ce l&apos;ha deve consegnargliela.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="227"/>
        <source>Lowest bid with Rufen</source>
        <translation>Licitazione minima col Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="228"/>
        <source>The bidding starts here when calling a card is allowed.</source>
        <translation>La licitazione parte da qui quando si può chiamare una carta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="231"/>
        <source>Must win tricks at the end</source>
        <translation>Obbligo di prendere alla fine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="232"/>
        <source>Once the talon is used up, a player must win the trick if he can.</source>
        <translation>Finito il tallone, si deve vincere la presa se si può.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="234"/>
        <source>Bonus for which trick</source>
        <translation>Premio per quale presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="235"/>
        <source>The last-trick bonus goes to the final trick, or to the last trick before the talon runs out.</source>
        <translation>Il premio dell&apos;ultima presa va all&apos;ultima in assoluto, o all&apos;ultima prima che finisca il tallone.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="238"/>
        <source>Win in the middle of a deal</source>
        <translation>Vincere a metà smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="239"/>
        <source>A player who reaches the target wins at once, without finishing the deal.</source>
        <translation>Chi raggiunge il traguardo vince subito, senza finire la smazzata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="241"/>
        <source>Trump family (quint major)</source>
        <translation>Famiglia di briscola (scala)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="242"/>
        <source>Value of Ace, Ten, King, Ober and Unter of trumps (in Bézique: the sequence).</source>
        <translation>Valore di asso, dieci, re, ober e unter di briscola (nel bésigue: la sequenza).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="244"/>
        <source>Four of a kind in four suits</source>
        <translation>Quattro carte uguali di quattro semi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="245"/>
        <source>Four of a kind needs one card of each suit.</source>
        <translation>Quattro carte uguali richiedono una carta per seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="248"/>
        <source>Other bezique in Spades and Diamonds</source>
        <translation>Altro bésigue con picche e quadri</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="249"/>
        <source>When Spades or Diamonds are trump, the bezique is the Queen of Clubs with the Jack of Hearts.</source>
        <translation>Se la briscola è picche o quadri, il bésigue è la donna di fiori col fante di cuori.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="251"/>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="252"/>
        <source>Count the usual card points, or only Aces and Tens as brisques.</source>
        <translation>Contare i soliti punti delle carte, o solo assi e dieci come brisque.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="254"/>
        <source>Brisque value</source>
        <translation>Valore di una brisque</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="255"/>
        <source>Points for each Ace and Ten won, when counting brisques.</source>
        <translation>Punti per ogni asso e dieci preso, quando si contano le brisque.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="257"/>
        <source>When card points count</source>
        <translation>Quando contano i punti delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="258"/>
        <source>At the end of the deal, or as soon as each trick is won.</source>
        <translation>Alla fine della smazzata, o subito, a ogni presa vinta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="260"/>
        <source>Next dealer</source>
        <translation>Prossimo mazziere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="261"/>
        <source>The deal alternates, or the winner of the last trick deals next.</source>
        <translation>Si distribuisce a turno, o distribuisce chi ha fatto l&apos;ultima presa.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="263"/>
        <source>Carte blanche</source>
        <translation>Carta bianca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="264"/>
        <source>A hand without a face card may be shown for a bonus.</source>
        <translation>Una mano senza figure si può mostrare in cambio di un premio.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="266"/>
        <source>Carte blanche value</source>
        <translation>Valore della carta bianca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="267"/>
        <source>Points for showing a carte blanche.</source>
        <translation>Punti per aver mostrato una carta bianca.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="268"/>
        <source>Cost of a revoke</source>
        <translation>Costo di una rinuncia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="269"/>
        <source>With tournament penalties a revoke at the end costs the card points still to come, or every trick of that phase.</source>
        <translation>Con le penalità da torneo, una rinuncia alla fine costa i punti ancora da fare o tutte le prese di quella fase.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="276"/>
        <source>Grand bezique</source>
        <translation>Gran bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="277"/>
        <source>Grand bezique value</source>
        <translation>Valore del gran bésigue</translation>
    </message>
</context>
<context>
    <name>Part</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="12"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="13"/>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="14"/>
        <source>Bidding</source>
        <translation>Licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="15"/>
        <source>Dabb, going out and trump</source>
        <translation>Dabb, abbandono e briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="16"/>
        <source>Melds</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="17"/>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="18"/>
        <source>Scoring</source>
        <translation>Conteggio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="19"/>
        <source>Special contracts</source>
        <translation>Giochi speciali</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="20"/>
        <source>Two-hand games</source>
        <translation>Giochi in due</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="138"/>
        <source>%1&apos;s turn — click when only %1 is looking</source>
        <extracomment>%1 is the name of the person whose turn it is (never you), twice</extracomment>
        <translation>È il turno di %1 — clicca quando guarda solo %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="110"/>
        <source>Since you last looked:</source>
        <translation>Da quando hai guardato l&apos;ultima volta:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="109"/>
        <source>So far:</source>
        <translation>Finora:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="136"/>
        <source>Your turn — click when only you are looking</source>
        <translation>Tocca a te — clicca quando guardi solo tu</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="145"/>
        <source>That&apos;s me: show my cards</source>
        <translation>Sono io: mostra le mie carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="147"/>
        <source>I am %1: show my cards</source>
        <extracomment>said by the person who clicks: %1 is their name (never you)</extracomment>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="46"/>
        <source>Bidding</source>
        <translation>Licitazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="47"/>
        <source>Taking the dabb</source>
        <translation>Raccolta del Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="48"/>
        <source>Calling a card</source>
        <translation>Chiamata di una carta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="49"/>
        <source>Giving a card back</source>
        <translation>Restituzione di una carta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="50"/>
        <source>Discarding</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="51"/>
        <source>Naming trump</source>
        <translation>Scelta della briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="52"/>
        <source>Melding</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="53"/>
        <source>Declaring</source>
        <translation>Accusi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="54"/>
        <source>Playing tricks</source>
        <translation>Gioco delle prese</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="55"/>
        <source>Deal over</source>
        <translation>Smazzata finita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="56"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/qt.py" line="35"/>
        <source>%1 point(s)</source>
        <extracomment>%1 is a score, possibly negative (&quot;−30&quot;); the count chooses the form</extracomment>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="10"/>
        <source>Binokel for three</source>
        <translation>Binocle in tre</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="11"/>
        <source>Binokel for four, dealer sits out</source>
        <translation>Binocle in quattro, il mazziere sta fuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="12"/>
        <source>Cross Binokel, two teams</source>
        <translation>Kreuzbinokel, due coppie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="13"/>
        <source>40-card Binokel for three</source>
        <translation>Binocle a 40 carte in tre</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="14"/>
        <source>40-card Binokel for two</source>
        <translation>Binocle a 40 carte in due</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="15"/>
        <source>40-card Binokel for four, two teams</source>
        <translation>Binocle a 40 carte in quattro, due coppie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="16"/>
        <source>Two-hand Binokel</source>
        <translation>Binocle in due (regole di Altenburg)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="17"/>
        <source>Bézique for two</source>
        <translation>Bésigue in due</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="20"/>
        <source>The classic Swabian game after Grupp: 48 cards, 15 each, a dabb (the widow) of 3, play to 1500.</source>
        <translation>Il classico gioco svevo secondo Grupp: 48 carte, 15 a testa, un Dabb di 3, si gioca fino a 1500.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="23"/>
        <source>Four at the table; the dealer sits out each deal and the other three play the three-hand game.</source>
        <translation>Quattro al tavolo; a ogni smazzata il mazziere sta fuori e gli altri tre giocano come in tre.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="26"/>
        <source>Kreuzbinokel: partners sit opposite and score together; 11 cards each and a dabb of 4.</source>
        <translation>Kreuzbinokel (binocle a coppie): i compagni siedono di fronte e segnano insieme; 11 carte a testa e un Dabb di 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="29"/>
        <source>Without the sevens: 40 cards, 12 each, a dabb of 4, Skat-like hold bidding and no rounding.</source>
        <translation>Senza i sette: 40 carte, 12 a testa, un Dabb di 4, licitazione col «tengo» come nello Skat e nessun arrotondamento.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="32"/>
        <source>The 40-card game head to head: 18 cards each and a dabb of 4.</source>
        <translation>Il gioco a 40 carte uno contro uno: 18 carte a testa e un Dabb di 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="34"/>
        <source>The 40-card game for two teams of two: 9 cards each and a dabb of 4.</source>
        <translation>Il gioco a 40 carte per due coppie: 9 carte a testa e un Dabb di 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="36"/>
        <source>Two players, 12 cards each and a talon to draw from; declare melds after winning a trick, play to 1000.</source>
        <translation>Due giocatori, 12 carte a testa e un tallone da cui pescare; si accusa dopo aver vinto una presa, si gioca fino a 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="39"/>
        <source>The French cousin: 64 cards, 8 each, a talon, bezique and brisques, play to 1000.</source>
        <translation>Il cugino francese: 64 carte, 8 a testa, un tallone, bésigue e brisque, si gioca fino a 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="58"/>
        <source>A house-rule profile of your own.</source>
        <translation>Le tue regole della casa.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="173"/>
        <source>Deal review — deal %1</source>
        <translation>Revisione — smazzata %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="175"/>
        <source>Deal review</source>
        <translation>Revisione della smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="176"/>
        <source>Hands as dealt</source>
        <translation>Le mani come distribuite</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="177"/>
        <source>The deal trick by trick</source>
        <translation>La smazzata presa per presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="179"/>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="180"/>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="181"/>
        <source>The trick before (Left arrow)</source>
        <translation>La presa precedente (freccia sinistra)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="182"/>
        <source>The next trick (Right arrow)</source>
        <translation>La presa successiva (freccia destra)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="183"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="191"/>
        <source>Going through the deal…</source>
        <translation>Esame della smazzata…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="222"/>
        <source>%1 (declarer)</source>
        <translation>%1 (dichiarante)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="228"/>
        <source>Dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="229"/>
        <source>Laid away</source>
        <translation>Scartate</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="271"/>
        <source>No card was played in this deal.</source>
        <translation>In questa smazzata non è stata giocata nessuna carta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="317"/>
        <source>Trick %1 of %2</source>
        <extracomment>%1 the trick being gone through, %2 the tricks in the deal</extracomment>
        <translation>Presa %1 di %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="400"/>
        <source>Looking closer at the first tricks; this can take a few minutes.</source>
        <translation>Esame più attento delle prime prese; può richiedere qualche minuto.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="359"/>
        <source>Trick %1 of %2 — you take it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks in the deal</extracomment>
        <translation>Presa %1 di %2 — la prendi tu</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="362"/>
        <source>Trick %1 of %2 — %3 takes it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks, %3 another player&apos;s name (never you)</extracomment>
        <translation>Presa %1 di %2 — la prende %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="368"/>
        <source>The review could not be finished; the game is not affected.</source>
        <translation>Non è stato possibile completare la revisione; la partita non ne risente.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="384"/>
        <source>Could I have won?</source>
        <translation>Avrei potuto vincere?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="386"/>
        <source>Could I have beaten it?</source>
        <translation>Avrei potuto battere il dichiarante?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="388"/>
        <source>Could we have beaten it?</source>
        <translation>Avremmo potuto battere il dichiarante?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="389"/>
        <source>Could it have gone otherwise?</source>
        <translation>Poteva andare diversamente?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="413"/>
        <source>This game has no declarer and no contract: the hands and tricks are shown, there is nothing to search.</source>
        <translation>In questo gioco nessuno gioca contro gli altri: si vedono le mani e le prese, non c&apos;è niente da cercare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="416"/>
        <source>There was no card play to search in this deal.</source>
        <translation>In questa smazzata non è stata giocata nessuna carta da esaminare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="418"/>
        <source>This deal was too close to judge card by card.</source>
        <translation>Questa smazzata era troppo combattuta per giudicarla carta per carta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="422"/>
        <source>The opening lead was too close to judge; this is from the next card on.</source>
        <translation>La prima carta giocata era troppo combattuta per giudicarla; ecco il giudizio dalla seconda carta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="426"/>
        <source>The first cards were too close to judge; this is from card %1 of trick %2 on.</source>
        <extracomment>%1 is a card&apos;s place in its trick (2 or more), %2 the trick&apos;s number</extracomment>
        <translation>Le prime carte erano troppo combattute per giudicarle; ecco il giudizio dalla carta %1 della presa %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="431"/>
        <source>The first tricks were too close to judge; this is from trick %1 on.</source>
        <translation>Le prime prese erano troppo combattute per giudicarle; ecco il giudizio dalla presa %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="447"/>
        <source>Not every card could be judged: the fight was too close.</source>
        <translation>Non tutte le carte si sono potute giudicare: la lotta era troppo combattuta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="463"/>
        <source>You made it</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="465"/>
        <source>%1 made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 ha vinto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="468"/>
        <source>With best play you would have made it</source>
        <translation>Con il gioco migliore avresti vinto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="470"/>
        <source>With best play %1 would have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Con il gioco migliore %1 avrebbe vinto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="475"/>
        <source>The defence gave you a chance to make it</source>
        <translation>Gli avversari ti avevano lasciato una possibilità</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="477"/>
        <source>The defence gave %1 a chance to make it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 aveva avuto una possibilità dai difensori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="480"/>
        <source>Against the best defence you could not have made it</source>
        <translation>Contro la difesa migliore non avresti potuto vincere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="483"/>
        <source>Against the best defence %1 could not have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Contro la difesa migliore %1 non avrebbe potuto vincere</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="496"/>
        <source>You beat it</source>
        <comment>one defender</comment>
        <translation>Hai battuto il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="497"/>
        <source>You beat it</source>
        <translation>Abbiamo battuto il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="495"/>
        <source>The defenders beat it</source>
        <translation>I difensori hanno battuto il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="502"/>
        <source>You could have beaten it</source>
        <translation>Avremmo potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="500"/>
        <source>The defenders could have beaten it</source>
        <translation>I difensori avrebbero potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="507"/>
        <source>You gave the defenders a chance to beat it</source>
        <translation>Hai lasciato ai difensori una possibilità di batterti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="517"/>
        <source>%1 gave you a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 ci aveva lasciato una possibilità</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="510"/>
        <source>%1 gave the defenders a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 aveva lasciato una possibilità ai difensori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="521"/>
        <source>You could not have beaten it</source>
        <translation>Non avremmo potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="519"/>
        <source>The defenders could not have beaten it</source>
        <translation>I difensori non avrebbero potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="439"/>
        <source>No card decided whether the game was made.</source>
        <translation>Nessuna carta ha deciso l&apos;esito della smazzata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="501"/>
        <source>You could have beaten it</source>
        <comment>one defender</comment>
        <translation>Avresti potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="515"/>
        <source>%1 gave you a chance to beat it</source>
        <comment>one defender</comment>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 ti aveva lasciato una possibilità</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="520"/>
        <source>You could not have beaten it</source>
        <comment>one defender</comment>
        <translation>Non avresti potuto battere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="549"/>
        <source>at trick %1 your %2 cost you %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 its cost (&quot;28 points&quot;)</extracomment>
        <translation>alla presa %1, giocando %2 hai perso %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="552"/>
        <source>at trick %1 %4&apos;s %2 cost %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 its cost (&quot;28 points&quot;), %4 the name of who played it (never you)</extracomment>
        <translation>alla presa %1, giocando %2, %4 ha perso %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="555"/>
        <source>at trick %1 your %2 cost you the game</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>alla presa %1, giocando %2 hai perso la vittoria</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="557"/>
        <source>at trick %1 %4&apos;s %2 cost the game</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>alla presa %1, giocando %2, %4 ha perso la vittoria</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="560"/>
        <source>at trick %1 your %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 what it gave away (&quot;12 points&quot;)</extracomment>
        <translation>alla presa %1, giocando %2 hai regalato %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="563"/>
        <source>at trick %1 %4&apos;s %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 what it gave away, %4 who played it (never you)</extracomment>
        <translation>alla presa %1, giocando %2, %4 ha regalato %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="566"/>
        <source>at trick %1 your %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>alla presa %1, giocando %2 hai lasciato vincere il dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="568"/>
        <source>at trick %1 %4&apos;s %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>alla presa %1, giocando %2, %4 ha lasciato vincere il dichiarante</translation>
    </message>
</context>
<context>
    <name>RuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="33"/>
        <source>%1 or %2</source>
        <extracomment>joins two allowed player counts: &quot;2 or 3&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="45"/>
        <source>%1 is outside %2–%3</source>
        <extracomment>%1 is the value set, %2 and %3 the lowest and highest allowed</extracomment>
        <translation>%1 non è tra %2 e %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="48"/>
        <source>%1 is above “%2” (%3)</source>
        <extracomment>%1 is the value set, %2 the label of another rule, %3 that rule&apos;s value</extracomment>
        <translation>%1 supera «%2» (%3)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="51"/>
        <source>the deck needs at least one rank</source>
        <translation>il mazzo deve avere almeno un valore di carta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="53"/>
        <source>each rank may appear once</source>
        <translation>ogni valore di carta può comparire una sola volta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="55"/>
        <source>some of its ranks are not in the deck</source>
        <translation>alcuni dei suoi valori non sono nel mazzo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="57"/>
        <source>the talon games have exactly 2 players, no teams and no sitting-out dealer</source>
        <translation>i giochi con tallone hanno esattamente 2 giocatori, niente coppie e nessun mazziere che sta fuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="60"/>
        <source>teams and a sitting-out dealer exclude each other</source>
        <translation>coppie e mazziere che sta fuori si escludono a vicenda</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="63"/>
        <source>%1: a game without teams has %2 players</source>
        <extracomment>%1 is the number of players set, %2 the allowed numbers (&quot;2 or 3&quot;)</extracomment>
        <translation>%1: una partita senza coppie ha %2 giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="66"/>
        <source>%1: a game with teams has %2 players</source>
        <translation>%1: una partita a coppie ha %2 giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="70"/>
        <source>%1: a game with a sitting-out dealer has %2 players</source>
        <translation>%1: una partita con il mazziere che sta fuori ha %2 giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="73"/>
        <source>the deal is not possible</source>
        <translation>così non si può distribuire</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="76"/>
        <source>%1, but the deal gives each hand %2 cards</source>
        <extracomment>%1 is the hand size set, %2 the cards the deal gives each hand</extracomment>
        <translation>%1, ma la distribuzione dà %2 carte a ogni mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="81"/>
        <source>%1, but the deal lays %2 cards into the dabb</source>
        <extracomment>%1 is the dabb size set, %2 the cards the deal lays into the dabb</extracomment>
        <translation>%1, ma la distribuzione mette %2 carte nel Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="84"/>
        <source>the talon games have no dabb</source>
        <translation>i giochi con tallone non hanno il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="88"/>
        <source>hands of %1 leave %2 of %3 cards for the talon; it needs an even number, at least 2</source>
        <extracomment>%1 cards per hand, %2 cards left for the talon, %3 cards in the deck</extracomment>
        <translation>mani di %1 carte lasciano %2 carte su %3 per il tallone; ne servono in numero pari, almeno 2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="93"/>
        <source>the deal gives out %1 + %2 cards, the deck has %3</source>
        <extracomment>%1 cards in the hands, %2 in the dabb, %3 in the deck</extracomment>
        <translation>la distribuzione dà %1 + %2 carte, il mazzo ne ha %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="97"/>
        <source>this value cannot be played</source>
        <translation>con questo valore non si può giocare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="99"/>
        <source>%1: %2</source>
        <extracomment>%1 is a rule&apos;s label as the dialog shows it, %2 why it cannot be played</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="33"/>
        <source>The file is larger than %1 MB; no saved game is that big.</source>
        <extracomment>%1 is the largest size allowed, in megabytes</extracomment>
        <translation>Il file supera %1 MB; nessuna partita salvata è così grande.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="36"/>
        <source>The file is damaged or not a Binokel file.</source>
        <translation>Il file è danneggiato o non è un file di Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="39"/>
        <source>The file is a game record, not a saved game: open it with %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Open record…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>Il file è una registrazione, non una partita salvata: aprilo con %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="42"/>
        <source>The file is not a Binokel saved game.</source>
        <translation>Il file non è una partita salvata di Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="45"/>
        <source>The file is of version %1, made by a newer Binokel Desktop; this version reads only versions 1 to %2.</source>
        <extracomment>%1 is the file&apos;s version, %2 the newest version this program reads</extracomment>
        <translation>Il file è della versione %1, creato da un Binokel Desktop più recente; questa versione legge solo le versioni da 1 a %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="50"/>
        <source>The field “%1” in the file has a wrong value.</source>
        <extracomment>%1 is the name of a field inside the file (&quot;seed&quot;, &quot;dealer&quot;), left as it is</extracomment>
        <translation>Il campo «%1» del file ha un valore errato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="54"/>
        <source>Move %1 in the file breaks the rules.</source>
        <extracomment>%1 is the number of the move, counted from the start of the game</extracomment>
        <translation>La mossa n. %1 del file viola le regole.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="57"/>
        <source>The scores do not follow from the moves: the file was changed by hand or damaged.</source>
        <translation>I punteggi non corrispondono alle mosse: il file è stato modificato a mano o è danneggiato.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="60"/>
        <source>The file cannot be read.</source>
        <translation>Il file non si può leggere.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="62"/>
        <source>The game record in the file is damaged.</source>
        <translation>La registrazione della partita nel file è danneggiata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="65"/>
        <source>The file is damaged or was changed by hand.</source>
        <translation>Il file è danneggiato o è stato modificato a mano.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="85"/>
        <source>Unfinished game</source>
        <translation>Partita interrotta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="86"/>
        <source>Continue the unfinished game?</source>
        <translation>Riprendere la partita interrotta?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="104"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="105"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="143"/>
        <source>The record ends here.</source>
        <translation>La registrazione finisce qui.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="172"/>
        <source>Saving failed (%1): the game goes on, but it is not saved.</source>
        <translation>Salvataggio non riuscito (%1): si continua a giocare, ma la partita non viene salvata.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="182"/>
        <source>Saving failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="226"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="305"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="317"/>
        <source>Save as</source>
        <translation>Salva con nome</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="227"/>
        <source>The game could not be saved: %1</source>
        <translation>Non è stato possibile salvare la partita: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="232"/>
        <source>Saved as “%1”.</source>
        <translation>Salvata come «%1».</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="255"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="366"/>
        <source>Export record</source>
        <translation>Esporta registrazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="256"/>
        <source>The record could not be written: %1</source>
        <translation>Non è stato possibile scrivere la registrazione: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="68"/>
        <source>The last game cannot be resumed: its autosave could not be loaded. %1</source>
        <extracomment>%1 says why in a sentence of its own (&quot;The file is damaged or not a Binokel file.&quot;)</extracomment>
        <translation>L&apos;ultima partita non può essere ripresa: non è stato possibile caricarne il salvataggio automatico. %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="61"/>
        <source>The last game is left where it is for the newer version that saved it. %1 A game here is saved in a file of its own.</source>
        <extracomment>%1 says why in a sentence of its own (made by a newer version, its number)</extracomment>
        <translation>L&apos;ultima partita resta dov&apos;è per la versione più recente che l&apos;ha salvata. %1 Una partita qui viene salvata in un file proprio.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="97"/>
        <source>%1
Deal %2, saved %3.
Scores: %4</source>
        <extracomment>%1 is the game (e.g. &quot;Two-hand Bézique&quot;), %2 the deal&apos;s number, %3 when</extracomment>
        <translation>%1
Smazzata %2, salvata il %3.
Punteggio: %4</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="243"/>
        <source>The file holds a finished game.</source>
        <translation>Il file contiene una partita già finita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="279"/>
        <source>Cannot open</source>
        <translation>Impossibile aprire</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="281"/>
        <source>“%1” cannot be opened. The file was left as it is.</source>
        <translation>Impossibile aprire «%1». Il file è rimasto com&apos;era.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="306"/>
        <source>Name of the game:</source>
        <translation>Nome della partita:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="319"/>
        <source>A game called “%1” exists. Replace it?</source>
        <translation>Esiste già una partita «%1». Sostituirla?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="330"/>
        <source>Another file…</source>
        <translation>Altro file…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="334"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="345"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="335"/>
        <source>Saved games:</source>
        <translation>Partite salvate:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="347"/>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="368"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="379"/>
        <source>Game records (*.json)</source>
        <translation>Registrazioni di partite (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="377"/>
        <source>Open record</source>
        <translation>Apri registrazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="407"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="408"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="409"/>
        <source>&amp;Export record…</source>
        <translation>Es&amp;porta registrazione…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="410"/>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="24"/>
        <source>Open &amp;record…</source>
        <translation>Apri &amp;registrazione…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="411"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="60"/>
        <source> &amp; </source>
        <extracomment>joins a team&apos;s names in column heads and lists (&quot;Du und Karl&quot;, &quot;Tu e Karl&quot;)</extracomment>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="427"/>
        <source>Abandoned at %1</source>
        <translation>Abbandono a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="428"/>
        <source>Went out at %1</source>
        <translation>Abbandono a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="431"/>
        <source>Bid %1: made</source>
        <translation>Licitazione %1: riuscita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="432"/>
        <source>Bid %1: failed, in den Keller</source>
        <translation>Licitazione %1: fallita, in cantina</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="433"/>
        <source>Durch (%1): made</source>
        <translation>Durch (%1): riuscito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="434"/>
        <source>Durch (%1): failed</source>
        <translation>Durch (%1): fallito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="435"/>
        <source>Open Durch (%1): made</source>
        <translation>Durch scoperto (%1): riuscito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="436"/>
        <source>Open Durch (%1): failed</source>
        <translation>Durch scoperto (%1): fallito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="438"/>
        <source>Open Durch from hand (%1): made</source>
        <translation>Durch scoperto senza Dabb (%1): riuscito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="439"/>
        <source>Open Durch from hand (%1): failed</source>
        <translation>Durch scoperto senza Dabb (%1): fallito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="440"/>
        <source>Bettel (%1): made</source>
        <translation>Bettel (%1): riuscito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="441"/>
        <source>Bettel (%1): failed</source>
        <translation>Bettel (%1): fallito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="477"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="490"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="494"/>
        <source>A move was taken back in this deal</source>
        <translation>In questa smazzata è stata annullata una mossa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="499"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="505"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="30"/>
        <location filename="../binokel_desktop/ui/texts/people.py" line="73"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="78"/>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="78"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="37"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="95"/>
        <source>No games yet.</source>
        <translation>Ancora nessuna partita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="214"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="215"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="216"/>
        <source>Fair deal</source>
        <translation>Distribuzione equa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="217"/>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="225"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="226"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="227"/>
        <source>Deals</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="228"/>
        <source>Bid</source>
        <translation>Licitazioni</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="229"/>
        <source>Made</source>
        <translation>Riuscite</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="230"/>
        <source>Failed</source>
        <translation>Fallite</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="231"/>
        <source>Gone out</source>
        <translation>Abbandonate</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="233"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="245"/>
        <source>Points per deal</source>
        <translation>Punti per smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="236"/>
        <source>Best meld</source>
        <translation>Miglior accuso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="237"/>
        <source>Durch made</source>
        <translation>Durch riusciti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="238"/>
        <source>Bettel made</source>
        <translation>Bettel riusciti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="249"/>
        <source>Games won (%)</source>
        <translation>Partite vinte (%)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="263"/>
        <source>Hands dealt</source>
        <translation>Mani ricevute</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="264"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="292"/>
        <source>Aces per hand</source>
        <translation>Assi per mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="265"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="296"/>
        <source>Tens per hand</source>
        <translation>Dieci per mano</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="267"/>
        <source>Hands with a Binokel</source>
        <translation>Mani con un binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="271"/>
        <source>Hands with a family</source>
        <translation>Mani con una famiglia</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="280"/>
        <source>How the cards fell for each player, in the hands as dealt. The dashed line is the average number of aces over all hands: over many deals every player comes close to it.</source>
        <translation>Come sono state distribuite le carte a ogni giocatore. La linea tratteggiata indica il numero medio di assi per mano: su molte smazzate ogni giocatore vi si avvicina.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="307"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="322"/>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="308"/>
        <source>Forget the statistics of every player and computer level?</source>
        <translation>Cancellare le statistiche di tutti i giocatori e di tutti i livelli del computer?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="324"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Non è stato possibile azzerare le statistiche: %1</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="10"/>
        <source>Acorns</source>
        <translation>Ghiande</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="11"/>
        <source>Leaves</source>
        <translation>Foglie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="12"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="18"/>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="13"/>
        <source>Bells</source>
        <translation>Sonagli</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="16"/>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="17"/>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="19"/>
        <source>Diamonds</source>
        <translation>Quadri</translation>
    </message>
</context>
<context>
    <name>SuitInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="25"/>
        <source>Acorns</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>ghiande</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="27"/>
        <source>Leaves</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>foglie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="29"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="39"/>
        <source>Hearts</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>cuori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="31"/>
        <source>Bells</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>sonagli</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="35"/>
        <source>Clubs</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>fiori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="37"/>
        <source>Spades</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>picche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="41"/>
        <source>Diamonds</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>quadri</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="114"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="85"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="95"/>
        <source>You went out at %1 and lose the value of the bid.</source>
        <translation>Hai abbandonato a %1 e perdi il valore della licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="98"/>
        <source>%1 went out at %2 and loses the value of the bid.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 ha abbandonato a %2 e perde il valore della licitazione.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="106"/>
        <source>You played %1 for %2 and made it.</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>Hai giocato a %1 per %2 e ce l&apos;hai fatta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="109"/>
        <source>You played %1 for %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>Hai giocato a %1 per %2 e non ce l&apos;hai fatta: in cantina (in den Keller).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="113"/>
        <source>%1 played %2 for %3 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 ha giocato a %2 per %3 e ce l&apos;ha fatta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="116"/>
        <source>%1 played %2 for %3 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 ha giocato a %2 per %3 e non ce l&apos;ha fatta: in cantina (in den Keller).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="120"/>
        <source>You bid %1 and made it.</source>
        <translation>Hai licitato %1 e ce l&apos;hai fatta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="122"/>
        <source>You bid %1 and failed: in den Keller (down the cellar).</source>
        <translation>Hai licitato %1 e non ce l&apos;hai fatta: in cantina (in den Keller).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="125"/>
        <source>%1 bid %2 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 ha licitato %2 e ce l&apos;ha fatta.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="128"/>
        <source>%1 bid %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 ha licitato %2 e non ce l&apos;ha fatta: in cantina (in den Keller).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="136"/>
        <source>You won every trick: Durch made.</source>
        <translation>Hai fatto tutte le prese: Durch riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="137"/>
        <source>You lost a trick: Durch failed.</source>
        <translation>Hai perso una presa: Durch fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="138"/>
        <source>You won every trick: open Durch made.</source>
        <translation>Hai fatto tutte le prese: Durch scoperto riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="140"/>
        <source>You lost a trick: open Durch failed.</source>
        <translation>Hai perso una presa: Durch scoperto fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="142"/>
        <source>You won every trick: open Durch from hand made.</source>
        <translation>Hai fatto tutte le prese: Durch scoperto senza Dabb riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="144"/>
        <source>You lost a trick: open Durch from hand failed.</source>
        <translation>Hai perso una presa: Durch scoperto senza Dabb fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="146"/>
        <source>You took no trick: Bettel made.</source>
        <translation>Non hai fatto prese: Bettel riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="147"/>
        <source>You took a trick: Bettel failed.</source>
        <translation>Hai fatto una presa: Bettel fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="153"/>
        <source>%1 won every trick: Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha fatto tutte le prese: Durch riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="155"/>
        <source>%1 lost a trick: Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha perso una presa: Durch fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="157"/>
        <source>%1 won every trick: open Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha fatto tutte le prese: Durch scoperto riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="159"/>
        <source>%1 lost a trick: open Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha perso una presa: Durch scoperto fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="162"/>
        <source>%1 won every trick: open Durch from hand made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha fatto tutte le prese: Durch scoperto senza Dabb riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="165"/>
        <source>%1 lost a trick: open Durch from hand failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha perso una presa: Durch scoperto senza Dabb fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="167"/>
        <source>%1 took no trick: Bettel made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 non ha fatto prese: Bettel riuscito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="169"/>
        <source>%1 took a trick: Bettel failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 ha fatto una presa: Bettel fallito.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="265"/>
        <source>End of the deal</source>
        <translation>Fine della smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="291"/>
        <source>Melds shown</source>
        <translation>Accusi mostrati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="292"/>
        <source>Melds counted</source>
        <translation>Accusi contati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="296"/>
        <source>Brisques</source>
        <translation>Brisque</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="297"/>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="299"/>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="301"/>
        <source>Going-out bonus</source>
        <translation>Premio agli avversari per l&apos;abbandono</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="303"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="304"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="120"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="336"/>
        <source>Next deal</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="345"/>
        <source>Dabb: %1</source>
        <translation>Dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="346"/>
        <source>Laid away: %1</source>
        <translation>Scartate: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="359"/>
        <source>not counted</source>
        <translation>non contati</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="368"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="371"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="372"/>
        <source>total %1</source>
        <translation>totale %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="376"/>
        <source>void: no trick won</source>
        <translation>persi: nessuna presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="383"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="380"/>
        <source>Give this card</source>
        <translation>Restituisci questa carta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="389"/>
        <source>Call</source>
        <translation>Chiama</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="397"/>
        <source>Name this suit trump</source>
        <translation>Scegli questo seme come briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="408"/>
        <source>Take the dabb</source>
        <translation>Prendi il Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="420"/>
        <source>Key %1</source>
        <translation>Tasto %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="433"/>
        <source>Highest bid: %1.</source>
        <translation>Licitazione più alta: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="441"/>
        <source>Hold %1</source>
        <translation>Tengo %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="452"/>
        <source>Bid</source>
        <translation>Licito</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="464"/>
        <source>%1 …</source>
        <extracomment>a Durch or Bettel button that asks once more before it is played: %1 its name</extracomment>
        <translation>%1 …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="494"/>
        <source>Back</source>
        <extracomment>leaves the second step of a Durch or Bettel for the decision before it</extracomment>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="515"/>
        <source>You lose %1; each opponent scores his melds + %2.</source>
        <translation>Perdi %1; ogni avversario segna i suoi accusi + %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="519"/>
        <source>%1 (−%2) …</source>
        <translation>%1 (−%2) …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="529"/>
        <source>Trump %1</source>
        <extracomment>going out with this suit as trump; %1 is a suit in running text</extracomment>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="543"/>
        <source>%1 %2</source>
        <comment>meld and its points</comment>
        <extracomment>a meld check box: %1 is the meld (&quot;Binokel&quot;, &quot;Family in Acorns&quot;), %2 its points</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="551"/>
        <source>You have no melds.</source>
        <translation>Non hai accusi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="557"/>
        <source>Show melds</source>
        <translation>Accusa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="558"/>
        <source>Continue</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="638"/>
        <source>%1 — melds %2</source>
        <translation>%1 – accusi %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="651"/>
        <source>%1: %2</source>
        <comment>meld and its cards</comment>
        <extracomment>a talon-game button declaring a meld: %1 the meld, %2 its cards joined by &quot;, &quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="654"/>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="655"/>
        <source>Exchange the seven of trumps</source>
        <translation>Scambia il sette di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="656"/>
        <source>Show the seven of trumps</source>
        <translation>Mostra il sette di briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="657"/>
        <source>Show carte blanche</source>
        <translation>Mostra la carta bianca</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="465"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="475"/>
        <location filename="../binokel_desktop/ui/score_panel.py" line="150"/>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="128"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="69"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="195"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="505"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="507"/>
        <source>Binokel</source>
        <translation>Binocle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="24"/>
        <location filename="../binokel_desktop/ui/window_menus.py" line="90"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="90"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Animation</source>
        <translation>A&amp;nimazione</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="93"/>
        <source>&amp;Pause after a trick</source>
        <translation>&amp;Pausa dopo la presa</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>Card &amp;back</source>
        <translation>&amp;Dorso delle carte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>C&amp;olours</source>
        <translation>Co&amp;lori</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="68"/>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="70"/>
        <location filename="../binokel_desktop/ui/window_menus.py" line="71"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="70"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="71"/>
        <source>Short</source>
        <translation>Breve</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="72"/>
        <source>Long</source>
        <translation>Lunga</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="73"/>
        <source>&amp;Outlined hearts (for colour-blind eyes)</source>
        <translation>Cuori &amp;contornati (per chi non distingue i colori)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="74"/>
        <source>Blue lattice</source>
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="75"/>
        <source>Red rosette</source>
        <translation>Rosone rosso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="76"/>
        <source>Green tartan</source>
        <translation>Scozzese verde</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="77"/>
        <source>Night stars</source>
        <translation>Notte stellata</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="78"/>
        <source>As the &amp;system</source>
        <translation>Come il si&amp;stema</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="79"/>
        <source>&amp;Light</source>
        <translation>&amp;Chiari</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="80"/>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uri</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="81"/>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Regole del gioco</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="82"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossario</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="39"/>
        <source>To keep it, save it first: %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Save as…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>Per tenerla, salvala prima: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="55"/>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="56"/>
        <source>End the game in progress and open another?</source>
        <translation>Interrompere la partita in corso e aprirne un&apos;altra?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="467"/>
        <source>A computer player made a mistake; a legal move was played instead and the game goes on.</source>
        <translation>Un giocatore del computer ha sbagliato; al suo posto è stata giocata una mossa valida e la partita continua.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="67"/>
        <source>plays for %1</source>
        <translation>gioca a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="196"/>
        <source>The language could not be saved in %1. It applies until you quit.</source>
        <translation>Non è stato possibile salvare la lingua in %1. Vale fino alla chiusura del gioco.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="270"/>
        <source>No game yet.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="271"/>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="22"/>
        <source>Deal %1 is not finished.</source>
        <translation>La smazzata %1 non è finita.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="29"/>
        <source>The game is kept (%1): the next start offers to continue it.</source>
        <translation>La partita resta salvata (%1): al prossimo avvio potrai continuarla.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="32"/>
        <source>The game so far will be lost: %1.</source>
        <translation>La partita giocata finora andrà persa: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="49"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="51"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="50"/>
        <source>Quit the game in progress?</source>
        <translation>Uscire dalla partita in corso?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="60"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="61"/>
        <source>End the game in progress and start a new one?</source>
        <translation>Interrompere la partita in corso e iniziarne una nuova?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="57"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="62"/>
        <source>End this game</source>
        <translation>Interrompi la partita</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="65"/>
        <location filename="../binokel_desktop/ui/deal_end.py" line="135"/>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="129"/>
        <source>Everybody has passed %1 deals in a row. With these rules the lowest bid may be too high for any hand. Change the rules?</source>
        <translation>Tutti hanno passato %1 smazzate di fila. Con queste regole la licitazione minima forse è troppo alta per qualsiasi mano. Cambiare le regole?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="133"/>
        <source>Change rules…</source>
        <translation>Cambia regole…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="493"/>
        <location filename="../binokel_desktop/ui/texts/table.py" line="128"/>
        <source>%1 %2</source>
        <extracomment>%1 is a player&apos;s or team&apos;s name (may be you), %2 their score (window title)
----------
a player&apos;s name (may be you: &quot;Du&quot;) and the number of tricks they took</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="25"/>
        <source>(dealer)</source>
        <translation>(mazziere)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="30"/>
        <source>no melds</source>
        <translation>nessun accuso</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="56"/>
        <source>plays Durch</source>
        <translation>gioca Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="57"/>
        <source>plays open Durch</source>
        <translation>gioca Durch scoperto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="58"/>
        <source>plays open Durch from hand</source>
        <translation>gioca Durch scoperto senza Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="59"/>
        <source>plays Bettel</source>
        <translation>gioca Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="73"/>
        <source>Play Durch</source>
        <translation>Gioca Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="74"/>
        <source>Play open Durch</source>
        <translation>Gioca Durch scoperto</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="75"/>
        <source>Play open Durch from hand</source>
        <translation>Gioca Durch scoperto senza Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="76"/>
        <source>Play Bettel</source>
        <translation>Gioca Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="89"/>
        <source>Made: +%1. Failed: −%2.</source>
        <extracomment>the stakes of a Durch or Bettel: %1 its value when made, %2 the loss when failed</extracomment>
        <translation>Riuscito: +%1. Fallito: −%2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="108"/>
        <source>Deal %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="118"/>
        <source>Bid %1 (%2)</source>
        <extracomment>%1 is the bid, %2 the name of the player who holds it</extracomment>
        <translation>a quota %1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="120"/>
        <source>Bid %1</source>
        <translation>a quota %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="123"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="132"/>
        <source>Tricks: %1</source>
        <translation>Prese: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="140"/>
        <source>Talon: %1</source>
        <translation>Tallone: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="149"/>
        <source>You won the trick. Nothing to declare: draw.</source>
        <translation>Presa tua. Niente da accusare: pesca.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="152"/>
        <source>Choose the cards to lay away (drücken). Dashed blue: your melds.</source>
        <translation>Scegli le carte da scartare. Tratteggio blu: le tue combinazioni.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="155"/>
        <source>Your call.</source>
        <translation>Tocca a te licitare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="156"/>
        <source>Take the dabb, or play an open Durch from hand.</source>
        <translation>Prendi il Dabb o gioca un Durch scoperto senza Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="157"/>
        <source>Call a card you hold fewer than two of.</source>
        <translation>Chiama una carta che non hai in doppio.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="158"/>
        <source>Choose the card you give back, then confirm.</source>
        <translation>Scegli la carta da restituire, poi conferma.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="159"/>
        <source>Choose the cards to lay away (drücken).</source>
        <translation>Scegli le carte da scartare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="160"/>
        <source>Name trump — each button shows your melds with that suit.</source>
        <translation>Scegli la briscola: ogni pulsante mostra i tuoi accusi con quel seme.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="161"/>
        <source>Show your melds.</source>
        <translation>Mostra i tuoi accusi.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="162"/>
        <source>You won the trick: declare, then draw.</source>
        <translation>Presa tua: accusa, poi pesca.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="163"/>
        <source>Your card: the playable cards glow.</source>
        <translation>Tocca a te: le carte giocabili sono illuminate.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="170"/>
        <source>No card is played now: choose with the buttons below.</source>
        <translation>Ora non si gioca una carta: scegli con i pulsanti qui sotto.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="177"/>
        <source>Waiting for your move …</source>
        <translation>In attesa della tua mossa…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="179"/>
        <source>Waiting for %1 …</source>
        <extracomment>%1 is another player&apos;s name</extracomment>
        <translation>In attesa di %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="19"/>
        <source>Lay away %n card(s)</source>
        <translation>
            <numerusform>Scarta %n carta</numerusform>
            <numerusform>Scarta %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="20"/>
        <source>Choose %n more card(s)</source>
        <translation>
            <numerusform>Scegli ancora %n carta</numerusform>
            <numerusform>Scegli ancora %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/score_panel.py" line="125"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/score_panel.py" line="131"/>
        <source>Game to %1</source>
        <translation>Si gioca a %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/score_panel.py" line="133"/>
        <source>Dealer: %1</source>
        <translation>Mazziere: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/table/scene.py" line="685"/>
        <source>Last trick: %1</source>
        <translation>Ultima presa: %1</translation>
    </message>
</context>
<context>
    <name>Trump</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="138"/>
        <source>No trump</source>
        <translation>Senza briscola</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="140"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Briscola: %1</translation>
    </message>
</context>
</TS>
