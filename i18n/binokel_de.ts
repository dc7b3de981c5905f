<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="29"/>
        <source>Wikipedia, “Binokel” (the three-hand game after Grupp, 1994; the two-hand Altenburg rules)</source>
        <extracomment>a source of the rules: keep the titles (Wikipedia, “Binokel”) as they are, translate the note in brackets</extracomment>
        <translation>Wikipedia, „Binokel“ (das Spiel zu dritt nach Grupp, 1994; die Altenburger Regeln zu zweit)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="32"/>
        <source>Wikipedia, “Bezique”; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</source>
        <extracomment>a source of the rules: titles of articles and books, left as they are</extracomment>
        <translation>Wikipedia, „Bezique“; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="35"/>
        <source>Swabian club and tournament rule sheets (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</source>
        <extracomment>a source of the rules; the web addresses stay as they are</extracomment>
        <translation>Schwäbische Vereins- und Turnierregeln (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="53"/>
        <source>Binokel and Bézique for the desktop.</source>
        <translation>Binokel und Bésigue am Computer.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="54"/>
        <source>Free software under the MIT licence: you may use, copy, change and share it.</source>
        <translation>Freie Software unter der MIT-Lizenz: du darfst sie benutzen, kopieren, ändern und weitergeben.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="56"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="57"/>
        <source>The rules follow these sources; where they leave a question open, every choice is a house rule in the New Game dialog:</source>
        <translation>Die Regeln folgen diesen Quellen; wo sie eine Frage offenlassen, ist jede Möglichkeit eine Hausregel im Dialog „Neue Partie“:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="59"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="60"/>
        <source>Every card is drawn by the program’s own code, after the Württemberg pattern (C. L. Wüst, about 1865) and the French pattern; no third-party card images are used.</source>
        <translation>Jede Karte zeichnet das Programm selbst, nach dem Württembergischen Bild (C. L. Wüst, um 1865) und dem französischen Bild; fremde Kartenbilder werden nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="102"/>
        <source>About Binokel Desktop</source>
        <translation>Über Binokel Desktop</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="83"/>
        <source>&amp;About Binokel Desktop</source>
        <translation>&amp;Über Binokel Desktop</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="130"/>
        <source>&amp;Aids</source>
        <translation>Hilfs&amp;mittel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="131"/>
        <source>Hand &amp;order</source>
        <translation>&amp;Reihenfolge der Karten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="133"/>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="134"/>
        <source>Take back also with several people</source>
        <translation>Zurücknehmen auch bei mehreren Personen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="135"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="136"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="137"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="138"/>
        <source>Review the last deal…</source>
        <translation>Letztes Spiel analysieren …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="139"/>
        <source>House rules of our own…</source>
        <translation>Eigene Hausregeln …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="140"/>
        <source>Play a forced card by itself</source>
        <translation>Einzig mögliche Karte von selbst spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="141"/>
        <source>Trumps first</source>
        <translation>Trumpf zuerst</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="142"/>
        <source>Trumps last</source>
        <translation>Trumpf zuletzt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="143"/>
        <source>High to low</source>
        <translation>Hoch nach niedrig</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="144"/>
        <source>Low to high</source>
        <translation>Niedrig nach hoch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="145"/>
        <source>Alternate red and black suits</source>
        <translation>Rote und schwarze Farben abwechseln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="148"/>
        <source>Undo back to your previous decision in this deal (Ctrl+Z)</source>
        <translation>Zurück zu deiner vorigen Entscheidung in diesem Spiel (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="150"/>
        <source>Show the previous trick: who played what (L, or click a pile of won cards)</source>
        <translation>Den vorigen Stich zeigen: wer was gespielt hat (L, oder Klick auf einen Stapel gewonnener Karten)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="152"/>
        <source>Show or hide the game log beside the table</source>
        <translation>Den Spielverlauf neben dem Tisch zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="153"/>
        <source>All hands, the tricks one by one, and whether the declarer could have won (Ctrl+R)</source>
        <translation>Alle Blätter, die Stiche einzeln und ob der Spieler hätte gewinnen können (Strg+R)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="156"/>
        <source>What a strong player would do in your place (H); nothing is played</source>
        <translation>Was ein starker Spieler an deiner Stelle täte (H); es wird nichts gespielt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="278"/>
        <source>Review this deal…</source>
        <translation>Dieses Spiel analysieren …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="352"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp wird gesucht …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="52"/>
        <source>No trick has been played in this deal yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="78"/>
        <source>Click or press a key to close.</source>
        <translation>Zum Schließen klicken oder eine Taste drücken.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="72"/>
        <source>Last trick (%1): you took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number; the count is its card points</extracomment>
        <translation>
            <numerusform>Letzter Stich (%1): Du hast ihn gemacht, %n Auge</numerusform>
            <numerusform>Letzter Stich (%1): Du hast ihn gemacht, %n Augen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="74"/>
        <source>Last trick (%1): %2 took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number, %2 another player&apos;s name (never you); the count is its points</extracomment>
        <translation>
            <numerusform>Letzter Stich (%1): %2 hat ihn gemacht, %n Auge</numerusform>
            <numerusform>Letzter Stich (%1): %2 hat ihn gemacht, %n Augen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeziqueMeld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="38"/>
        <source>Seven of trumps</source>
        <translation>Trumpfsieben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="39"/>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="40"/>
        <source>Royal marriage</source>
        <translation>Trumpfmariage</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="41"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="42"/>
        <source>Bezique</source>
        <translation>Bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="43"/>
        <source>Grand bezique</source>
        <translation>Großer Bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="44"/>
        <source>Double bezique</source>
        <translation>Doppelbésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="45"/>
        <source>Four Aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="46"/>
        <source>Four Kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="47"/>
        <source>Four Queens</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="48"/>
        <source>Four Jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="49"/>
        <source>Eight Aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="50"/>
        <source>Eight Kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="51"/>
        <source>Eight Queens</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="52"/>
        <source>Eight Jacks</source>
        <translation>Acht Buben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="53"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
</context>
<context>
    <name>Call</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="68"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="70"/>
        <source>Hold</source>
        <translation>Halte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="76"/>
        <source>Bid %1</source>
        <translation>%1 reizen</translation>
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
        <translation>%2-%1</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="300"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="301"/>
        <source>Hold</source>
        <translation>Halten (wie beim Skat)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="303"/>
        <source>After taking the dabb</source>
        <translation>Nach dem Aufnehmen des Dabbs</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="304"/>
        <source>After naming trump</source>
        <translation>Nach dem Trumpfansagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="306"/>
        <source>To the nearest ten</source>
        <translation>Auf volle Zehner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="307"/>
        <source>No rounding</source>
        <translation>Nicht runden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="309"/>
        <source>Exact points</source>
        <translation>Genaue Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="310"/>
        <source>Rounded points</source>
        <translation>Gerundete Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="312"/>
        <source>Own value</source>
        <translation>Eigener Wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="313"/>
        <source>Twice the single</source>
        <translation>Doppelter Einzelwert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="315"/>
        <source>Another deal</source>
        <translation>Noch ein Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="316"/>
        <source>Higher bidder wins</source>
        <translation>Wer höher gereizt hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="318"/>
        <source>Declarer</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="319"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="321"/>
        <source>Final trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="322"/>
        <source>Last trick before the talon runs out</source>
        <translation>Letzter Stich vor Ende des Talons</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="324"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="325"/>
        <source>Brisques (Aces and Tens)</source>
        <translation>Brisques (Asse und Zehnen)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="327"/>
        <source>End of the deal</source>
        <translation>Am Ende des Spiels</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="328"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="330"/>
        <source>Alternate</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="331"/>
        <source>Winner of the last trick</source>
        <translation>Wer den letzten Stich macht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="333"/>
        <source>All tricks of the phase</source>
        <translation>Alle Stiche der Phase</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../binokel_desktop/ui/coach.py" line="172"/>
        <source>Coac&amp;h</source>
        <extracomment>View menu: show the coach beside the table (for the person the table shows)</extracomment>
        <translation>&amp;Trainer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="91"/>
        <source>Coach</source>
        <extracomment>the title of the panel beside the table that explains each decision</extracomment>
        <translation>Trainer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="107"/>
        <source>Thinking…</source>
        <translation>Ich überlege …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="111"/>
        <source>The coach has no advice here; decide as you think best.</source>
        <translation>Hier hat der Trainer keinen Rat; entscheide selbst.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="114"/>
        <source>When it is your turn, the coach says what it would do and why.</source>
        <translation>Wenn du dran bist, sagt der Trainer, was er tun würde und warum.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/coach.py" line="63"/>
        <source>you keep %n trump(s) in your hand</source>
        <extracomment>the coach&apos;s reason for keeping trumps; %n counts them</extracomment>
        <translation>
            <numerusform>du behältst %n Trumpf auf der Hand</numerusform>
            <numerusform>du behältst %n Trümpfe auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="122"/>
        <source>Bid up to %1</source>
        <extracomment>the coach&apos;s advice in the auction: bid now, and on up to %1</extracomment>
        <translation>Reize bis %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="123"/>
        <source>Bid %1</source>
        <translation>Reize %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="125"/>
        <source>Hold</source>
        <translation>Halte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="127"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="129"/>
        <source>Take the dabb</source>
        <translation>Nimm den Dabb auf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="131"/>
        <source>Go out with %1 as trump</source>
        <translation>Geh mit %1 als Trumpf ab</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="134"/>
        <source>Call the %1</source>
        <translation>Rufe %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="136"/>
        <source>Give the %1</source>
        <translation>Gib %1 zurück</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="138"/>
        <source>Lay away %1</source>
        <translation>Drücke %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="141"/>
        <source>Name %1 as trump</source>
        <translation>Sag %1 als Trumpf an</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="143"/>
        <source>Announce %1</source>
        <translation>Sag „%1“ an</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="147"/>
        <source>Meld nothing</source>
        <translation>Melde nichts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="148"/>
        <source>Show %1</source>
        <translation>Melde %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="151"/>
        <source>Play the %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="164"/>
        <source>the hand is likely to make its bid</source>
        <translation>das Blatt schafft das Gebot wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="166"/>
        <source>bidding to %1 is made in about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;7&quot;): how often the search made that bid</extracomment>
        <translation>ein Gebot bis %1 geht in etwa %2 von 10 Verteilungen der verdeckten Karten auf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="174"/>
        <source>the hand is worth holding</source>
        <translation>das Blatt ist das Halten wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="176"/>
        <source>with the best trump the hand is worth about %1</source>
        <translation>mit dem besten Trumpf ist das Blatt etwa %1 wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="179"/>
        <source>with %1 as trump the hand is worth about %2</source>
        <extracomment>%1 a suit in running text, %2 points</extracomment>
        <translation>mit %1 als Trumpf ist das Blatt etwa %2 wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="186"/>
        <source>the hand is not worth the next bid</source>
        <translation>das Blatt ist das nächste Gebot nicht wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="188"/>
        <source>the hand is not worth %1</source>
        <translation>das Blatt ist %1 nicht wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="190"/>
        <source>bidding %1 is made in only about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;2&quot;)</extracomment>
        <translation>ein Gebot von %1 geht nur in etwa %2 von 10 Verteilungen der verdeckten Karten auf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="198"/>
        <source>the cards laid away count for you: their points are safe</source>
        <translation>gedrückte Karten zählen für dich: ihre Punkte sind sicher</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="200"/>
        <source>these keep %1 safe: laid away, they count for you</source>
        <extracomment>%1 card points (&quot;21 points&quot;): what the cards laid away bring in for sure</extracomment>
        <translation>so sind %1 sicher: gedrückt zählen sie für dich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="217"/>
        <source>a suit goes from your hand: you can trump it</source>
        <translation>eine Farbe verschwindet aus deiner Hand: die kannst du stechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="219"/>
        <source>you keep no %1: you can trump that suit</source>
        <extracomment>%1 one or more suits in running text (&quot;Bells&quot;, &quot;Bells and Leaves&quot;)</extracomment>
        <translation>danach hast du kein %1 mehr: diese Farbe kannst du stechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="226"/>
        <source>your trumps stay in your hand</source>
        <translation>deine Trümpfe bleiben auf der Hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="239"/>
        <source>with this card you would meld %1</source>
        <extracomment>calling a card (Rufen): %1 the melds with it</extracomment>
        <translation>mit dieser Karte meldest du %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="241"/>
        <source>with this card you would meld %1 instead of %2</source>
        <extracomment>calling a card (Rufen): %1 the melds with it, %2 without</extracomment>
        <translation>mit dieser Karte meldest du %1 statt %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="246"/>
        <source>this trump melds the most</source>
        <translation>mit diesem Trumpf meldest du am meisten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="250"/>
        <source>%1 would meld %2</source>
        <extracomment>%1 a suit in running text, %2 points: what the hand melds with that suit as trump</extracomment>
        <translation>mit %1 meldest du %2</translation>
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
        <translation>Abgehen kostet weniger als Weiterspielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="264"/>
        <source>going out scores about %1, playing on about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;−80&quot;, &quot;−230&quot;)</extracomment>
        <translation>Abgehen bringt etwa %1, Weiterspielen etwa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="272"/>
        <source>playing on scores about %1</source>
        <extracomment>%1 an expected score with its sign (&quot;+260&quot;)</extracomment>
        <translation>Weiterspielen bringt etwa %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="274"/>
        <source>playing on scores more than going out</source>
        <translation>Weiterspielen bringt mehr als Abgehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="276"/>
        <source>playing on scores about %1, going out about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;+120&quot;, &quot;−80&quot;)</extracomment>
        <translation>Weiterspielen bringt etwa %1, Abgehen etwa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="289"/>
        <source>this contract scores more than the plain game</source>
        <translation>dieses Spiel bringt mehr als ein Trumpfspiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="293"/>
        <source>%1 scores about %2</source>
        <extracomment>%1 a contract&apos;s name (&quot;Bettel&quot;), %2 an expected score with its sign</extracomment>
        <translation>%1 bringt etwa %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="295"/>
        <source>%1 scores about %2, the plain game about %3</source>
        <extracomment>%1 a contract&apos;s name (&quot;Durch&quot;), %2 and %3 expected scores with their sign</extracomment>
        <translation>%1 bringt etwa %2, ein Trumpfspiel etwa %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="308"/>
        <source>the rules leave you only this card</source>
        <translation>die Regeln lassen dir nur diese Karte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="314"/>
        <source>the highest card left in its suit: a sure trick</source>
        <translation>die höchste noch offene Karte ihrer Farbe: ein sicherer Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="316"/>
        <source>the highest card of %1 left: a sure trick</source>
        <extracomment>%1 a suit in running text (&quot;Leaves&quot;)</extracomment>
        <translation>die höchste noch offene Karte in %1: ein sicherer Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="321"/>
        <source>nobody can beat this card: a sure trick</source>
        <translation>diese Karte kann niemand schlagen: ein sicherer Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="335"/>
        <source>your partner takes this trick: give them points</source>
        <translation>dein Partner macht diesen Stich: gib ihm Punkte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="338"/>
        <source>smear %1 on your partner&apos;s trick</source>
        <extracomment>%1 card points (&quot;10 points&quot;)</extracomment>
        <translation>schmier %1 auf den Stich deines Partners</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="340"/>
        <source>smear %1 on the trick of your partner %2</source>
        <extracomment>%1 card points (&quot;10 points&quot;), %2 the partner&apos;s name</extracomment>
        <translation>schmier %1 auf den Stich deines Partners %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="345"/>
        <source>keep your trumps to take tricks later</source>
        <translation>behalte deine Trümpfe, um später Stiche zu machen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="349"/>
        <source>the cheapest card that still takes the trick</source>
        <translation>die billigste Karte, die den Stich noch macht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="355"/>
        <source>the trick is lost anyway: give as few points as you can</source>
        <translation>der Stich ist sowieso verloren: gib so wenige Punkte wie möglich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="357"/>
        <source>the trick is lost anyway: this gives away only %1</source>
        <extracomment>%1 card points (&quot;2 points&quot;): what the card gives to the side taking the trick</extracomment>
        <translation>der Stich ist sowieso verloren: so gibst du nur %1 ab</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="364"/>
        <source>lead your longest suit</source>
        <translation>spiel deine längste Farbe aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="366"/>
        <source>lead your longest suit, %1</source>
        <extracomment>%1 a suit in running text</extracomment>
        <translation>spiel deine längste Farbe aus, %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="373"/>
        <source>melds count only when shown: show them all</source>
        <translation>Meldungen zählen nur, wenn du sie zeigst: melde alle</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="375"/>
        <source>melds count only when shown: together they are worth %1</source>
        <extracomment>%1 points of melds</extracomment>
        <translation>Meldungen zählen nur, wenn du sie zeigst: zusammen sind sie %1 wert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="382"/>
        <source>of all the choices it scores best</source>
        <translation>von allen Möglichkeiten bringt das am meisten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="384"/>
        <source>of all the choices it scores best: about %1 for your side</source>
        <extracomment>%1 an expected score with its sign (&quot;+40&quot;)</extracomment>
        <translation>von allen Möglichkeiten bringt das am meisten: etwa %1 für deine Seite</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="422"/>
        <source>About even: either is fine</source>
        <translation>Etwa gleich gut: beides geht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="424"/>
        <source>Sure</source>
        <translation>Sicher</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="426"/>
        <source>Fairly sure</source>
        <translation>Ziemlich sicher</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="427"/>
        <source>Not very sure: it depends on the hidden cards</source>
        <translation>Nicht sehr sicher: es hängt von den verdeckten Karten ab</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="10"/>
        <source>Suit game</source>
        <translation>Trumpfspiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="11"/>
        <source>Going out</source>
        <translation>Abgehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="12"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="13"/>
        <source>Open Durch</source>
        <translation>Offener Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="14"/>
        <source>Open Durch from hand</source>
        <translation>Offener Durch aus der Hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="15"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="18"/>
        <source>Name trump and reach your bid with melds and card points.</source>
        <translation>Trumpf ansagen und das Gebot mit Meldungen und Augen erreichen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="20"/>
        <source>Going out (abgehen): give up the deal and lose your bid.</source>
        <translation>Abgehen: das Spiel aufgeben und das Gebot verlieren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="22"/>
        <source>Durch: win every trick, without trump, after taking the dabb.</source>
        <translation>Durch: alle Stiche machen, ohne Trumpf, nach dem Aufnehmen des Dabbs.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="24"/>
        <source>Open Durch: win every trick with your hand shown to all.</source>
        <translation>Offener Durch: alle Stiche machen, die Karten offen auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="26"/>
        <source>Open Durch from hand: win every trick, hand shown, without the dabb.</source>
        <translation>Offener Durch aus der Hand: alle Stiche, Karten offen, ohne den Dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="28"/>
        <source>Bettel: take no trick at all, without trump.</source>
        <translation>Bettel: keinen einzigen Stich machen, ohne Trumpf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="36"/>
        <source>Abandoning</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="144"/>
        <source>Württemberg (German suits)</source>
        <translation>Württembergisch (deutsches Blatt)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="145"/>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="146"/>
        <source>French, four colours</source>
        <translation>Französisch, vierfarbig</translation>
    </message>
</context>
<context>
    <name>Folder</name>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="133"/>
        <source>Binokel is already open</source>
        <translation>Binokel ist schon geöffnet</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="134"/>
        <source>The game is already open in another window. Two windows on one data folder would overwrite each other&apos;s game.</source>
        <translation>Die Partie ist schon in einem anderen Fenster geöffnet. Zwei Fenster auf einem Datenordner würden sich gegenseitig die Partie überschreiben.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="139"/>
        <source>Data folder: %1</source>
        <extracomment>%1 is the data folder&apos;s path</extracomment>
        <translation>Datenordner: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="140"/>
        <source>Look read-only</source>
        <translation>Nur ansehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="142"/>
        <source>Use another folder…</source>
        <translation>Anderen Ordner nehmen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="144"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="193"/>
        <source>Another data folder</source>
        <translation>Anderer Datenordner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="201"/>
        <source>A read-only look: the game is open in another window, and nothing done here is kept.</source>
        <translation>Nur zum Ansehen: Die Partie ist in einem anderen Fenster geöffnet, und nichts, was du hier tust, wird behalten.</translation>
    </message>
</context>
<context>
    <name>FrenchRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="55"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="56"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="57"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="58"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="59"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="60"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="61"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="62"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
</context>
<context>
    <name>FrenchRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="78"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="79"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="80"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="81"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="82"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="83"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="84"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="85"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="598"/>
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="52"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins!&quot;, &quot;Anna and Lena win!&quot; (never you)</extracomment>
        <translation>
            <numerusform>%1 gewinnt!</numerusform>
            <numerusform>%1 gewinnen!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="538"/>
        <source>You win!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="540"/>
        <source>You and %1 win!</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names)</extracomment>
        <translation>Du und %1, ihr habt gewonnen!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="604"/>
        <source>Play again</source>
        <translation>Noch eine Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="605"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>GermanRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="45"/>
        <source>Ace</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="46"/>
        <source>Ten</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="47"/>
        <source>King</source>
        <translation>König</translation>
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
        <translation>Neuner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="51"/>
        <source>Eight</source>
        <translation>Achter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="52"/>
        <source>Seven</source>
        <translation>Siebener</translation>
    </message>
</context>
<context>
    <name>GermanRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="68"/>
        <source>Ace</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="69"/>
        <source>Ten</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="70"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="71"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="72"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="73"/>
        <source>Nine</source>
        <translation>Neuner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="74"/>
        <source>Eight</source>
        <translation>Achter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="75"/>
        <source>Seven</source>
        <translation>Siebener</translation>
    </message>
</context>
<context>
    <name>Grammar</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/qt.py" line="109"/>
        <source>LABELS_IN_SENTENCES</source>
        <extracomment>not shown: &quot;lower&quot; if a label such as a meld&apos;s name (&quot;Quattro re&quot;) is written in lower case inside a sentence (Italian), else leave it as it is (German nouns, English names)</extracomment>
        <translation>LABELS_IN_SENTENCES</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="75"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="76"/>
        <source>Bid the value on the bid button</source>
        <translation>Den Wert auf dem Reizknopf reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="77"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="78"/>
        <source>Take the dabb</source>
        <translation>Den Dabb aufnehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="79"/>
        <source>Lay away the chosen cards</source>
        <translation>Die gewählten Karten drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="80"/>
        <source>Press the decision buttons, counted from the left (each button&apos;s tool tip names its key)</source>
        <translation>Die Knöpfe der Entscheidung drücken, von links gezählt (zeigst du mit der Maus auf einen Knopf, nennt er seine Taste)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="83"/>
        <source>Move among the cards you may choose</source>
        <translation>Zwischen den Karten wechseln, die du wählen darfst</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="85"/>
        <source>Play or pick the card chosen with the arrows; when every card to lay away is picked, %1 lays them away</source>
        <extracomment>%1 is the Return key&apos;s name on the keyboard (&quot;Return&quot;, &quot;Invio&quot;)</extracomment>
        <translation>Die mit den Pfeilen gewählte Karte spielen oder auswählen; sind alle Karten zum Drücken gewählt, werden sie mit %1 gedrückt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="88"/>
        <source>On the screen between two people&apos;s turns: show the cards of the person named</source>
        <translation>Auf dem Bildschirm zwischen zwei Personen: die Karten der genannten Person zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="90"/>
        <source>Hint: what a strong player would do (nothing is played)</source>
        <translation>Tipp: was ein starker Spieler täte (es wird nichts gespielt)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="92"/>
        <source>Show the last trick</source>
        <translation>Den letzten Stich zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="93"/>
        <source>Take back to your previous decision</source>
        <translation>Bis zu deiner vorigen Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="94"/>
        <source>Show or hide the game log</source>
        <translation>Den Spielverlauf zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="95"/>
        <source>Review the last deal</source>
        <translation>Das letzte Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="96"/>
        <source>In the review: the previous or next trick</source>
        <translation>In der Analyse: der vorige oder nächste Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="98"/>
        <source>House rules of your own</source>
        <translation>Eigene Hausregeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="99"/>
        <source>Play a forced card automatically (on or off)</source>
        <translation>Eine erzwungene Karte selbsttätig spielen (ein oder aus)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="100"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="101"/>
        <source>Open a saved game</source>
        <translation>Eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="102"/>
        <source>Save the game under a name</source>
        <translation>Die Partie unter einem Namen speichern</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="103"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="104"/>
        <source>Full screen (on or off)</source>
        <translation>Vollbild (ein oder aus)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="105"/>
        <source>These rules</source>
        <translation>Diese Regeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="145"/>
        <source>Cards in the deck</source>
        <translation>Karten im Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="176"/>
        <source>Melds:</source>
        <translation>Meldungen:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="245"/>
        <source>Binokel — rules and glossary</source>
        <translation>Binokel – Regeln und Glossar</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="36"/>
        <source>No hint could be found here; decide as you think best.</source>
        <translation>Hier wurde kein Tipp gefunden; entscheide selbst.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="48"/>
        <source>bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="50"/>
        <source>hold</source>
        <translation>halten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="52"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="54"/>
        <source>take the dabb</source>
        <translation>den Dabb aufnehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="56"/>
        <source>go out with %1 as trump</source>
        <translation>mit %1 als Trumpf abgehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="59"/>
        <source>call the %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="61"/>
        <source>give the %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="63"/>
        <source>lay away %1</source>
        <translation>%1 drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="67"/>
        <source>name %1 as trump</source>
        <translation>%1 als Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="69"/>
        <source>announce %1</source>
        <translation>„%1“ ansagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="74"/>
        <source>meld nothing</source>
        <translation>nichts melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="77"/>
        <source>show %1</source>
        <translation>%1 melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="80"/>
        <source>play the %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="83"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="86"/>
        <source>(the hand is worth bidding up to %1)</source>
        <translation>(mit diesem Blatt kannst du bis %1 reizen)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="89"/>
        <source>(the hand is not worth a bid)</source>
        <translation>(das Blatt ist kein Gebot wert)</translation>
    </message>
</context>
<context>
    <name>HouseRuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="150"/>
        <source>The file could not be written or read.</source>
        <translation>Die Datei konnte nicht geschrieben oder gelesen werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="152"/>
        <source>It is not a Binokel house-rule file.</source>
        <translation>Die Datei ist keine Binokel-Hausregeldatei.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="154"/>
        <source>It was made by a newer Binokel Desktop.</source>
        <translation>Die Datei stammt von einem neueren Binokel Desktop.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="156"/>
        <source>The rule set has no name.</source>
        <translation>Die Hausregeln haben keinen Namen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="159"/>
        <source>The name is longer than %1 characters.</source>
        <extracomment>%1 is the longest name allowed, in characters</extracomment>
        <translation>Der Name ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="162"/>
        <source>The file holds no rules.</source>
        <translation>Die Datei enthält keine Regeln.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="164"/>
        <source>It is made for a game this program does not know.</source>
        <translation>Die Datei gehört zu einem Spiel, das dieses Programm nicht kennt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="166"/>
        <source>The cards or the deal differ from the game these rules are based on; house rules change the rules, not the cards.</source>
        <translation>Karten oder Geben weichen vom Grundspiel dieser Regeln ab; eigene Hausregeln ändern nur die Regeln, nicht die Karten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="169"/>
        <source>The file is too large to be a rule set.</source>
        <translation>Die Datei ist zu groß für Hausregeln.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="171"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei lässt sich nicht lesen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="173"/>
        <source>It is damaged or not a house-rule file.</source>
        <translation>Die Datei ist beschädigt oder keine Hausregeldatei.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="174"/>
        <source>One of its rules has a name or a value this program does not know.</source>
        <translation>Eine Regel in der Datei hat einen Namen oder Wert, den dieses Programm nicht kennt.</translation>
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
        <translation>Bettel, Vorhand spielt aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="51"/>
        <source>Grand Binokel 80</source>
        <translation>Großer Binokel 80</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="52"/>
        <source>Going out: half the bid</source>
        <translation>Abgehen: halbes Gebot</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="53"/>
        <source>Going out: +50</source>
        <translation>Abgehen: +50</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="54"/>
        <source>Game to 1000</source>
        <translation>Partie bis 1000</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="55"/>
        <source>No undertrumping</source>
        <translation>Kein Untertrumpfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="56"/>
        <source>Contract on rounded points</source>
        <translation>Gebot nach gerundeten Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="57"/>
        <source>Doubled melds twice the single</source>
        <translation>Doppelte Meldungen zählen doppelt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="58"/>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="59"/>
        <source>Tournament penalties</source>
        <translation>Turnierstrafen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="60"/>
        <source>Four hands: dealer +200</source>
        <translation>Viererspiel: Geber +200</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="61"/>
        <source>Going out: +40</source>
        <translation>Abgehen: +40</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="62"/>
        <source>Graduated eights</source>
        <translation>Acht Gleiche gestaffelt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="63"/>
        <source>Beat the suit led after a ruff</source>
        <translation>Nach dem Trumpfen die ausgespielte Farbe überstechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="64"/>
        <source>Cross: partner&apos;s trick frees you</source>
        <translation>Kreuzbinokel: Stich des Partners befreit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="65"/>
        <source>40 cards: trump before laying away</source>
        <translation>40 Karten: Trumpf vor dem Drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="66"/>
        <source>Altenburg: must win the last tricks</source>
        <translation>Altenburg: in den letzten Stichen überstechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="67"/>
        <source>Bézique: bonus on the 24th trick</source>
        <translation>Bésigue: Bonus für den 24. Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="68"/>
        <source>Bézique: quartets of four suits</source>
        <translation>Bésigue: vier Gleiche aus vier Farben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="69"/>
        <source>Bézique: other bezique in ♠ and ♦</source>
        <translation>Bésigue: anderer Bésigue bei ♠ und ♦</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="70"/>
        <source>Bézique: brisques at once</source>
        <translation>Bésigue: Brisques sofort zählen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="71"/>
        <source>Bézique: last trick&apos;s winner deals</source>
        <translation>Bésigue: Wer den letzten Stich macht, gibt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="92"/>
        <source>House rules of our own</source>
        <translation>Eigene Hausregeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="97"/>
        <source>Start from:</source>
        <translation>Grundlage:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="100"/>
        <source>e.g. Grandma&apos;s rules</source>
        <translation>z. B. Omas Regeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="101"/>
        <source>Name of our game:</source>
        <translation>Name unseres Spiels:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="120"/>
        <source>Save as our game</source>
        <translation>Als unser Spiel speichern</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="121"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="122"/>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="123"/>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="129"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="151"/>
        <source>Ready-made: %1</source>
        <translation>Vorlage: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="158"/>
        <source>Ours: %1</source>
        <translation>Eigenes Spiel: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="292"/>
        <source>Give our game a name first.</source>
        <translation>Gib unserem Spiel zuerst einen Namen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="300"/>
        <source>Not saved: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="304"/>
        <source>Saved “%1”. Choose it under Game in the New Game dialog.</source>
        <translation>„%1“ gespeichert. Im Dialog „Neue Partie“ unter Spiel wählbar.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="316"/>
        <source>Deleted “%1”.</source>
        <translation>„%1“ gelöscht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="324"/>
        <source>Not exported: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="327"/>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="338"/>
        <source>The file was refused, nothing was changed: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Die Datei wurde abgelehnt, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="343"/>
        <source>Imported “%1”.</source>
        <translation>„%1“ importiert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="350"/>
        <source>Export house rules</source>
        <translation>Hausregeln exportieren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="351"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="359"/>
        <source>House rules (*.json)</source>
        <translation>Hausregeln (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="358"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="361"/>
        <source>Import house rules</source>
        <translation>Hausregeln importieren</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="82"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="83"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="84"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>Das geht in diesem Teil des Spiels nicht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="86"/>
        <source>Your bid must be higher than the bid so far.</source>
        <translation>Dein Gebot muss höher sein als das bisherige.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="88"/>
        <source>Bids go up in fixed steps; this value is not one of them.</source>
        <translation>Gereizt wird in festen Schritten; dieser Wert gehört nicht dazu.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="90"/>
        <source>That bid is higher than allowed.</source>
        <translation>So hoch darf nicht gereizt werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="91"/>
        <source>Forehand must open the bidding and may not pass.</source>
        <translation>Die Vorhand muss das Reizen eröffnen und darf nicht passen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="93"/>
        <source>You cannot hold: nobody has bid against you.</source>
        <translation>Halten geht nicht: niemand hat gegen dich gereizt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="95"/>
        <source>You must hold the bid or pass.</source>
        <translation>Du musst halten oder passen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="97"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="98"/>
        <source>You must put away exactly as many cards as you took from the dabb.</source>
        <translation>Du musst genau so viele Karten drücken, wie du aus dem Dabb genommen hast.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="100"/>
        <source>You cannot go out now.</source>
        <translation>Abgehen geht jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="102"/>
        <source>This contract is not allowed here.</source>
        <translation>Dieses Spiel ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="104"/>
        <source>Trump has already been named.</source>
        <translation>Trumpf ist schon angesagt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="106"/>
        <source>You may not call that card.</source>
        <translation>Diese Karte darfst du nicht rufen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="108"/>
        <source>You may not give back the called card.</source>
        <translation>Die gerufene Karte darfst du nicht zurückgeben.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="134"/>
        <source>Carte blanche may only be shown before the first trick, with no face card in hand.</source>
        <translation>Carte blanche darf nur vor dem ersten Stich gezeigt werden und nur ohne Bildkarte auf der Hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="110"/>
        <source>You do not hold the cards for these melds.</source>
        <translation>Für diese Meldungen fehlen dir die Karten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="112"/>
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bekennen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="113"/>
        <source>You must head the trick with a higher card.</source>
        <translation>Du musst mit einer höheren Karte überstechen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="115"/>
        <source>You cannot follow suit, so you must trump.</source>
        <translation>Du kannst nicht bekennen, also musst du trumpfen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="117"/>
        <source>You must beat the trump already played.</source>
        <translation>Du musst den liegenden Trumpf überstechen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="119"/>
        <source>That move is not known.</source>
        <translation>Diesen Zug gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="120"/>
        <source>Only the winner of the last trick may declare.</source>
        <translation>Melden darf nur, wer den letzten Stich gemacht hat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="122"/>
        <source>Once the talon is used up, nothing more may be declared.</source>
        <translation>Wenn der Talon aufgebraucht ist, darf nichts mehr gemeldet werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="124"/>
        <source>You may declare only once after each trick you win.</source>
        <translation>Nach jedem gewonnenen Stich darfst du nur einmal melden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="126"/>
        <source>These cards do not form a declaration.</source>
        <translation>Diese Karten ergeben keine Meldung.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="128"/>
        <source>A declaration needs at least one card not yet declared in it.</source>
        <translation>Eine Meldung braucht mindestens eine Karte, die darin noch nicht gemeldet wurde.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="130"/>
        <source>A card may not be declared twice in the same kind of declaration.</source>
        <translation>Eine Karte darf nicht zweimal in derselben Art von Meldung gemeldet werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="132"/>
        <source>You cannot show or exchange the seven of trumps now.</source>
        <translation>Die Trumpfsieben kannst du jetzt weder zeigen noch tauschen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="137"/>
        <source>You must draw a card from the talon first.</source>
        <translation>Du musst zuerst eine Karte vom Talon ziehen.</translation>
    </message>
</context>
<context>
    <name>Kept</name>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="23"/>
        <source>The settings</source>
        <translation>Die Einstellungen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="24"/>
        <source>The statistics</source>
        <translation>Die Statistik</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="25"/>
        <source>The saved house rules</source>
        <translation>Die gespeicherten Hausregeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="26"/>
        <source>The window&apos;s place</source>
        <translation>Die Fensterposition</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="27"/>
        <source>The play aids&apos; choices</source>
        <translation>Die Einstellungen der Spielhilfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="29"/>
        <source>The file %1</source>
        <translation>Die Datei %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="38"/>
        <source>%1: written by a newer Binokel Desktop, so not used here. The file is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file (&quot;The statistics (statistics.json)&quot;)</extracomment>
        <translation>%1: von einem neueren Binokel Desktop geschrieben, daher hier nicht verwendet. Die Datei wird unter eigenem Namen aufbewahrt, bevor etwas Neues geschrieben wird.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="43"/>
        <source>%1: some values could not be used (%2) and were mended; the rest is kept, and the file as it was is kept under a name of its own.</source>
        <extracomment>%1 names the file, %2 lists what was mended (player names, setting names)</extracomment>
        <translation>%1: Einige Werte waren nicht verwendbar (%2) und wurden ausgebessert; der Rest bleibt erhalten, und die Datei, wie sie war, wird unter eigenem Namen aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="48"/>
        <source>%1: some sets cannot be used by this version (%2). They are left out of the lists and stay in the file as they are.</source>
        <extracomment>%1 names the file, %2 the titles of the sets left out</extracomment>
        <translation>%1: Einige Regelsätze kann diese Version nicht verwenden (%2). Diese fehlen in den Listen und bleiben unverändert in der Datei.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="53"/>
        <source>%1: the file could not be read, so it is not used. It is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file</extracomment>
        <translation>%1: Die Datei ist nicht lesbar und wird daher nicht verwendet. Die Datei wird unter eigenem Namen aufbewahrt, bevor etwas Neues geschrieben wird.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="91"/>
        <source>A kept file could not be read</source>
        <translation>Eine gespeicherte Datei war nicht lesbar</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="18"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="19"/>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="20"/>
        <source>The dabb</source>
        <translation>Der Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="21"/>
        <source>Laying away</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="22"/>
        <source>Naming trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="23"/>
        <source>Melding</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="24"/>
        <source>Leading a trick</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="25"/>
        <source>Following suit and heading</source>
        <translation>Bedienen und Stechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="26"/>
        <source>Trumping and overtrumping</source>
        <translation>Trumpfen und Übertrumpfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="27"/>
        <source>The last trick</source>
        <translation>Der letzte Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="28"/>
        <source>The score</source>
        <translation>Die Abrechnung</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="32"/>
        <source>Whoever bids highest becomes the declarer and plays alone against the other two. Your cards are good: press “%1”. The others will pass.</source>
        <translation>Wer am höchsten reizt, wird Spieler und spielt allein gegen die beiden anderen. Deine Karten sind gut: drück auf „%1“. Die anderen passen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="35"/>
        <source>You won the auction: you are the declarer. The three cards in the middle are the dabb, and they are yours: take them.</source>
        <translation>Du hast das Reizen gewonnen: Du bist der Spieler. Die drei Karten in der Mitte sind der Dabb, und sie gehören dir: Nimm sie auf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="38"/>
        <source>Now lay away three cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Jetzt drückst du drei Karten: Klick sie an, dann auf den Knopf. Die Augen dieser Karten zählen am Ende für dich. Markierte Karten gehören zu Meldungen: Behalte sie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="41"/>
        <source>Name trump: that suit beats every other suit. Each button shows what your melds are worth with it.</source>
        <translation>Sag Trumpf an: Diese Farbe sticht alle anderen. Jeder Knopf zeigt, wie viel deine Meldungen damit wert sind.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="44"/>
        <source>Show your melds: they are listed on your name plate, and they count once you win a trick. The others show theirs after you.</source>
        <translation>Zeig deine Meldungen: Dein Namensschild listet sie auf, und sie zählen, sobald du einen Stich machst. Die anderen melden nach dir.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="47"/>
        <source>You lead: play any card. The highest card of the suit led wins the trick, unless someone plays a trump.</source>
        <translation>Du spielst aus: Leg eine beliebige Karte. Die höchste Karte der ausgespielten Farbe gewinnt den Stich, außer jemand spielt Trumpf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="50"/>
        <source>Follow suit: play a card of the suit led. If you can beat the best card in the trick, you must (heading). The lit cards are the ones you may play.</source>
        <translation>Bedien die Farbe: Spiel eine Karte der ausgespielten Farbe. Wenn du die beste Karte im Stich schlagen kannst, musst du es (Stichzwang). Die leuchtenden Karten darfst du spielen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="53"/>
        <source>You have no card of the suit led, so you must play a trump. If a trump lies there already, beat it if you can (overtrumping).</source>
        <translation>Du hast keine Karte der ausgespielten Farbe, also musst du trumpfen (stechen). Liegt schon ein Trumpf, musst du ihn überstechen, wenn du kannst (Übertrumpfen).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="56"/>
        <source>Your last card. Whoever wins the last trick scores 10 points more.</source>
        <translation>Deine letzte Karte. Wer den letzten Stich macht, bekommt 10 Punkte dazu.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="58"/>
        <source>The deal is scored: the points in your tricks and your melds. The declarer needs at least the bid, or loses it twice. The bar at the top keeps the totals.</source>
        <translation>Das Spiel wird abgerechnet: die Augen in deinen Stichen und deine Meldungen. Der Spieler braucht mindestens sein Gebot, sonst verliert er es doppelt. Die Leiste oben zeigt die Summen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="66"/>
        <source>Whoever bids highest becomes the declarer. Forehand opens at 150; each bid is 10 more, and the one asked may hold or pass. Press Bid or Hold: the others will pass.</source>
        <translation>Wer am höchsten reizt, wird Spieler. Die Vorhand beginnt mit 150; jedes Gebot ist 10 mehr, und wer gefragt wird, hält oder passt. Drück auf Reizen oder Halten: Die anderen passen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="70"/>
        <source>You won the auction: you are the declarer. The four cards of the dabb are shown to everyone, then they go into your hand.</source>
        <translation>Du hast das Reizen gewonnen: Du bist der Spieler. Die vier Karten des Dabbs werden allen gezeigt, dann kommen sie in deine Hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="73"/>
        <source>Now lay away four cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Jetzt drückst du vier Karten: Klick sie an, dann auf den Knopf. Die Augen dieser Karten zählen am Ende für dich. Markierte Karten gehören zu Meldungen: Behalte sie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="79"/>
        <source>bidding, declarer</source>
        <translation>Reizen, Spieler</translation>
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
        <translation>Drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="83"/>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="84"/>
        <source>melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="85"/>
        <source>trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="86"/>
        <source>following suit, heading</source>
        <translation>Bedienen, Stichzwang</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="87"/>
        <source>trumping, overtrumping</source>
        <translation>Trumpfen, Übertrumpfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="88"/>
        <source>the last trick</source>
        <translation>der letzte Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="89"/>
        <source>scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="112"/>
        <source>In the rules (F1): %1</source>
        <extracomment>a link under a lesson&apos;s step; %1 names the words (&quot;dabb&quot;, &quot;trump&quot;), lower case</extracomment>
        <translation>In den Regeln (F1): %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="119"/>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the small line above a lesson&apos;s step</extracomment>
        <translation>Spielen lernen · Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="124"/>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="129"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="134"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="139"/>
        <source>Skip lesson</source>
        <translation>Lektion überspringen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="144"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="149"/>
        <source>A short guided game against two easy computer players: each step is explained as it comes. Which game do you want to learn?</source>
        <translation>Eine kurze, geführte Partie gegen zwei leichte Computerspieler: Jeder Schritt wird erklärt, wenn er kommt. Welches Spiel willst du lernen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="157"/>
        <source>Continue where you stopped: %1, step %2 of %3</source>
        <extracomment>%1 is a game (&quot;Binokel for three&quot;), %2 and %3 the step reached and the number of steps</extracomment>
        <translation>Weitermachen, wo du aufgehört hast: %1, Schritt %2 von %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="163"/>
        <source>Well done: you have played your first deal. A new game waits in the Game menu.</source>
        <translation>Gut gemacht: Du hast dein erstes Spiel gespielt. Eine neue Partie wartet im Menü Spiel.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="11"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="12"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="13"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="14"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="15"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="40"/>
        <source>%1: the gentlest level, where the strength ladder starts (0 points per deal).</source>
        <extracomment>%1 is the level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>%1: die sanfteste Stufe, hier beginnt die Stärkeleiter (0 Punkte pro Spiel).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="52"/>
        <source>%1 and %2 play within chance of each other: %5 points per deal for %1 over %3 duplicate deals in %4 (95 % interval %6 to %7).</source>
        <extracomment>%1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 %1&apos;s lead per deal (&quot;+3.3&quot;); %6 to %7 its 95 % interval (&quot;−0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>%1 und %2 liegen im Rahmen des Zufalls gleichauf: %5 Punkte pro Spiel für %1 in %3 Duplikat-Spielen (%4; 95-%-Intervall %6 bis %7).</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="77"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.</source>
        <extracomment>%n points; %1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 to %6 the 95 % interval of the difference (&quot;+0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>
            <numerusform>%1: gewinnt etwa %n Punkt pro Spiel mehr als %2 (gemessen in %3 Duplikat-Spielen, %4): ein kleiner Unterschied, 95-%-Intervall %5 bis %6.</numerusform>
            <numerusform>%1: gewinnt etwa %n Punkte pro Spiel mehr als %2 (gemessen in %3 Duplikat-Spielen, %4): ein kleiner Unterschied, 95-%-Intervall %5 bis %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="81"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4).</source>
        <extracomment>%n points; %1, %2 levels (&quot;Medium&quot;, &quot;Easy&quot;); %3 deals (&quot;1,000&quot;); %4 the game&apos;s title</extracomment>
        <translation>
            <numerusform>%1: gewinnt etwa %n Punkt pro Spiel mehr als %2 (gemessen in %3 Duplikat-Spielen, %4).</numerusform>
            <numerusform>%1: gewinnt etwa %n Punkte pro Spiel mehr als %2 (gemessen in %3 Duplikat-Spielen, %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="84"/>
        <source>Strength: about %n point(s) per deal above %1.</source>
        <extracomment>%n points per deal; %1 the first level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>
            <numerusform>Stärke: etwa %n Punkt pro Spiel über %1.</numerusform>
            <numerusform>Stärke: etwa %n Punkte pro Spiel über %1.</numerusform>
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
        <translation>Spiel %1, gegeben von %2</translation>
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
        <translation>Du meldest nichts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="138"/>
        <source>%1 melds nothing</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 meldet nichts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="104"/>
        <source>You win the bidding at %1</source>
        <extracomment>%1 is the winning bid</extracomment>
        <translation>Du gewinnst das Reizen mit %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="106"/>
        <source>%1 wins the bidding at %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the winning bid</extracomment>
        <translation>%1 gewinnt das Reizen mit %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="205"/>
        <source>Everybody passed; the deal is void</source>
        <translation>Alle haben gepasst; das Spiel fällt aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="207"/>
        <source>The dabb: %1</source>
        <translation>Der Dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="109"/>
        <source>You take the dabb</source>
        <translation>Du nimmst den Dabb auf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="111"/>
        <source>%1 takes the dabb</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 nimmt den Dabb auf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="213"/>
        <source>A card was called; you hand it over</source>
        <translation>Eine Karte wurde gerufen; du gibst sie ab</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="215"/>
        <source>A card was called; %1 hands it over</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>Eine Karte wurde gerufen; %1 gibt sie ab</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="114"/>
        <source>You name trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Du sagst Trumpf an: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="173"/>
        <source>You exchange the trump seven for %1</source>
        <extracomment>%1 is the card taken for the trump seven, in running text</extracomment>
        <translation>Du tauschst die Trumpfsieben gegen %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="255"/>
        <source>You win the game</source>
        <translation>Du gewinnst die Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="257"/>
        <source>You and %1 win the game</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names joined with &quot;and&quot;)</extracomment>
        <translation>Du und %1, ihr gewinnt die Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="277"/>
        <source>Deal won (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Spiel gewonnen (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="279"/>
        <source>Deal lost (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Spiel verloren (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="211"/>
        <source>A card was called; nobody holds it</source>
        <translation>Eine Karte wurde gerufen; niemand hat sie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="200"/>
        <source>Deal %1, dealt by you</source>
        <translation>Spiel %1, du gibst</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="119"/>
        <source>You are given a card face down</source>
        <translation>Du bekommst eine Karte verdeckt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="121"/>
        <source>%1 is given a card face down</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 bekommt eine Karte verdeckt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="116"/>
        <source>%1 names trump: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text</extracomment>
        <translation>%1 sagt Trumpf an: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="130"/>
        <source>You announce: %1</source>
        <extracomment>%1 is the contract (Durch, Bettel …)</extracomment>
        <translation>Du sagst an: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="132"/>
        <source>%1 announces: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the contract</extracomment>
        <translation>%1 sagt an: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="141"/>
        <source>You meld: %1</source>
        <extracomment>%1 lists the melds and their points</extracomment>
        <translation>Du meldest: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="143"/>
        <source>%1 melds: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the melds and their points</extracomment>
        <translation>%1 meldet: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="55"/>
        <source>Trick %1: %2 — you take it (%n point(s))</source>
        <extracomment>%1 is the trick&apos;s number, %2 the cards played; the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Stich %1: %2 — du machst den Stich (%n Auge)</numerusform>
            <numerusform>Stich %1: %2 — du machst den Stich (%n Augen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="58"/>
        <source>Trick %1: %2 — %3 takes it (%n point(s))</source>
        <extracomment>%1 the trick&apos;s number, %2 the cards played, %3 another player&apos;s name (never you); the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Stich %1: %2 — %3 macht den Stich (%n Auge)</numerusform>
            <numerusform>Stich %1: %2 — %3 macht den Stich (%n Augen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="60"/>
        <source>You lay away %n card(s)</source>
        <extracomment>the count is the cards laid away (gedrückt)</extracomment>
        <translation>
            <numerusform>Du drückst %n Karte</numerusform>
            <numerusform>Du drückst %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="62"/>
        <source>%1 lays away %n card(s)</source>
        <extracomment>%1 is another player&apos;s name (never you); the count is the cards laid away</extracomment>
        <translation>
            <numerusform>%1 drückt %n Karte</numerusform>
            <numerusform>%1 drückt %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="64"/>
        <source>You declare %1: %n point(s)</source>
        <extracomment>%1 is the meld (talon games); the count is its points</extracomment>
        <translation>
            <numerusform>Du meldest %1: %n Punkt</numerusform>
            <numerusform>Du meldest %1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="66"/>
        <source>%1 declares %2: %n point(s)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the meld; the count is its points</extracomment>
        <translation>
            <numerusform>%1 meldet %2: %n Punkt</numerusform>
            <numerusform>%1 meldet %2: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="69"/>
        <source>%1 wins the game</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins the game&quot;, &quot;Anna and Lena win the game&quot; (never you)</extracomment>
        <translation>
            <numerusform>%1 gewinnt die Partie</numerusform>
            <numerusform>%1 gewinnen die Partie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="148"/>
        <source>You take the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="150"/>
        <source>%1 takes the trick</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="217"/>
        <source>Turned up for trump: %1</source>
        <translation>Als Trumpf aufgedeckt: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="176"/>
        <source>%1 exchanges the trump seven for %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the card taken, in running text</extracomment>
        <translation>%1 tauscht die Trumpfsieben gegen %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="181"/>
        <source>You take the turned-up %1</source>
        <extracomment>%1 is the turned-up card, in running text</extracomment>
        <translation>Du nimmst die aufgedeckte Karte %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="184"/>
        <source>%1 takes the turned-up %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the turned-up card, in running text</extracomment>
        <translation>%1 nimmt die aufgedeckte Karte %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="219"/>
        <source>The talon is used up</source>
        <translation>Der Talon ist aufgebraucht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="189"/>
        <source>You claim to have reached the target (%1)</source>
        <extracomment>%1 is the score claimed</extracomment>
        <translation>Du erklärst, das Ziel erreicht zu haben (%1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="191"/>
        <source>%1 claims to have reached the target (%2)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the score claimed</extracomment>
        <translation>%1 erklärt, das Ziel erreicht zu haben (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="274"/>
        <source>Deal scored: %1</source>
        <extracomment>a deal of a game without declarer or bid (Altenburg, Bézique): %1 each party&apos;s score change</extracomment>
        <translation>Abrechnung: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/game_log.py" line="103"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="15"/>
        <source>Diss (trump seven)</source>
        <translation>Diss</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="16"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="17"/>
        <source>Trump pair</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="18"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="19"/>
        <source>Trump family</source>
        <translation>Trumpffamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="20"/>
        <source>Double family</source>
        <translation>Doppelfamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="21"/>
        <source>Double trump family</source>
        <translation>Doppelte Trumpffamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="22"/>
        <source>Trump family (quint major)</source>
        <translation>Trumpffamilie (Quinte)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="23"/>
        <source>Binokel</source>
        <translation>Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="24"/>
        <source>Grand Binokel</source>
        <translation>Großer Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="25"/>
        <source>Double Binokel</source>
        <translation>Doppelbinokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="26"/>
        <source>Four Aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="27"/>
        <source>Four Kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="28"/>
        <source>Four Obers</source>
        <translation>Vier Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="29"/>
        <source>Four Unters</source>
        <translation>Vier Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="30"/>
        <source>Eight Aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="31"/>
        <source>Eight Tens</source>
        <translation>Acht Zehner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="32"/>
        <source>Eight Kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="33"/>
        <source>Eight Obers</source>
        <translation>Acht Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="34"/>
        <source>Eight Unters</source>
        <translation>Acht Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="35"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="59"/>
        <source>Four Queens</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="60"/>
        <source>Four Jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="61"/>
        <source>Eight Queens</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="62"/>
        <source>Eight Jacks</source>
        <translation>Acht Buben</translation>
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
            <numerusform>Stich %1: Mit %2 statt %3 hast du etwa %n Auge verloren.</numerusform>
            <numerusform>Stich %1: Mit %2 statt %3 hast du etwa %n Augen verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="17"/>
        <source>Trick %1: the %2 was worth about %n point(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n points</extracomment>
        <translation>
            <numerusform>Stich %1: %2 war etwa %n Auge mehr wert als %3.</numerusform>
            <numerusform>Stich %1: %2 war etwa %n Augen mehr wert als %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="20"/>
        <source>Trick %1: the %2 instead of the %3 cost you %n trick(s).</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the best card there; %n tricks</extracomment>
        <translation>
            <numerusform>Stich %1: Mit %2 statt %3 hast du %n Stich verloren.</numerusform>
            <numerusform>Stich %1: Mit %2 statt %3 hast du %n Stiche verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="22"/>
        <source>Trick %1: the %2 was worth %n trick(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n tricks</extracomment>
        <translation>
            <numerusform>Stich %1: %2 war %n Stich mehr wert als %3.</numerusform>
            <numerusform>Stich %1: %2 war %n Stiche mehr wert als %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="27"/>
        <source>Moments that mattered</source>
        <translation>Momente, die zählten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="32"/>
        <source>Looking at your decisions…</source>
        <translation>Ich schaue mir deine Entscheidungen an …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="37"/>
        <source>None of your cards changed the result much.</source>
        <translation>Keine deiner Karten hat das Ergebnis wesentlich verändert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="42"/>
        <source>Your decisions could not be looked at this time.</source>
        <translation>Deine Entscheidungen konnten diesmal nicht angeschaut werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="47"/>
        <source>Show in review</source>
        <translation>In der Analyse zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="53"/>
        <source>Open the deal review at trick %1</source>
        <extracomment>%1 the trick&apos;s number</extracomment>
        <translation>Die Spielanalyse bei Stich %1 öffnen</translation>
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
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="78"/>
        <source>talon</source>
        <translation>Talon</translation>
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
        <translation>an</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="92"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="111"/>
        <source>Changed from %1: %2</source>
        <extracomment>%1 is the base game&apos;s title, %2 the list of changed rules with their values</extracomment>
        <translation>Geändert gegenüber %1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="155"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="169"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="181"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="208"/>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="211"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="213"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="214"/>
        <source>Player</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="215"/>
        <source>Level</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="247"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="117"/>
        <source>Point at a rule to read what it means.</source>
        <translation>Zeig auf eine Regel, um zu lesen, was sie bedeutet.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="270"/>
        <source>Start game</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="273"/>
        <source>Defaults</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="275"/>
        <source>Restore the house rules and target of the chosen game.</source>
        <translation>Hausregeln und Zielpunktzahl des gewählten Spiels wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="294"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="295"/>
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="347"/>
        <source>%1 (changed)</source>
        <extracomment>%1 is the chosen set of house rules (a game&apos;s title or a family&apos;s own set)</extracomment>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="348"/>
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="432"/>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="105"/>
        <source>These rules cannot be played:</source>
        <translation>Mit diesen Regeln kann man nicht spielen:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="557"/>
        <source>Several people play: give each person a name of their own, so the table can say whose turn it is.</source>
        <translation>Mehrere Personen spielen: Gib jeder Person einen eigenen Namen, damit der Tisch sagen kann, wer dran ist.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="570"/>
        <source>Partners: %1 and %2 against %3 and %4.</source>
        <extracomment>%1 … %4 are the players&apos; names as typed; %1 may be &quot;Du&quot;/&quot;Tu&quot; (you)</extracomment>
        <translation>Partner: %1 und %2 gegen %3 und %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="65"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="66"/>
        <source>%n card(s) each</source>
        <translation>
            <numerusform>je %n Karte</numerusform>
            <numerusform>je %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="67"/>
        <source>dabb of %n card(s)</source>
        <translation>
            <numerusform>Dabb mit %n Karte</numerusform>
            <numerusform>Dabb mit %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="68"/>
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n Karte im Spiel</numerusform>
            <numerusform>%n Karten im Spiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="70"/>
        <source> point(s)</source>
        <extracomment>the unit after the target number in its box (&quot; points&quot;), with its leading space</extracomment>
        <translation>
            <numerusform> Punkt</numerusform>
            <numerusform> Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="31"/>
        <source>Ranks in the deck</source>
        <translation>Werte im Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="32"/>
        <source>Which ranks are played; two copies of each card.</source>
        <translation>Welche Kartenwerte mitspielen; jede Karte gibt es zweimal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="33"/>
        <source>French card names</source>
        <translation>Französische Kartennamen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="34"/>
        <source>Name the cards Queen and Jack, Clubs and Spades, as in Bézique.</source>
        <translation>Die Karten heißen Dame und Bube, Kreuz und Pik, wie beim Bésigue.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="37"/>
        <source>Players</source>
        <translation>Spielerzahl</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="38"/>
        <source>How many sit at the table.</source>
        <translation>Wie viele am Tisch sitzen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="39"/>
        <source>Dealer sits out</source>
        <translation>Geber setzt aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="40"/>
        <source>With four at the table the dealer gets no cards in that deal.</source>
        <translation>Zu viert bekommt der Geber in diesem Spiel keine Karten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="42"/>
        <source>Teams</source>
        <translation>Parteien</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="43"/>
        <source>Partners sit opposite and score together.</source>
        <translation>Die Partner sitzen sich gegenüber und schreiben gemeinsam.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="44"/>
        <source>Cards per hand</source>
        <translation>Karten pro Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="45"/>
        <source>How many cards each player is dealt.</source>
        <translation>Wie viele Karten jeder bekommt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="46"/>
        <source>Cards in the dabb</source>
        <translation>Karten im Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="47"/>
        <source>The dabb (the widow) is laid aside face down for the winner of the bidding.</source>
        <translation>Der Dabb wird verdeckt für den Gewinner des Reizens beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="49"/>
        <source>Dealing packets</source>
        <translation>Geben in Paketen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="50"/>
        <source>In which packets the cards and the dabb are dealt.</source>
        <translation>In welchen Paketen die Karten und der Dabb gegeben werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="53"/>
        <source>Bidding style</source>
        <translation>Art des Reizens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="54"/>
        <source>Raise: every call names a higher value. Hold: the earlier player may hold the value named, as in Skat.</source>
        <translation>Erhöhen: jeder nennt einen höheren Wert. Halten: der Vordere darf den genannten Wert halten, wie beim Skat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="57"/>
        <source>Lowest bid</source>
        <translation>Niedrigstes Gebot</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="58"/>
        <source>The value the bidding (reizen) starts at.</source>
        <translation>Der Wert, bei dem das Reizen beginnt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="59"/>
        <source>Bid step</source>
        <translation>Reizschritt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="60"/>
        <source>Bids go up in steps of this many points.</source>
        <translation>Gereizt wird in Schritten von dieser Punktzahl.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="61"/>
        <source>Jump bids</source>
        <translation>Sprünge beim Reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="62"/>
        <source>A bid may raise by more than one step.</source>
        <translation>Ein Gebot darf um mehr als einen Schritt steigen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="63"/>
        <source>Highest bid</source>
        <translation>Höchstes Gebot</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="64"/>
        <source>The highest value anybody may bid.</source>
        <translation>Der höchste Wert, den jemand reizen darf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="65"/>
        <source>Forehand must open</source>
        <translation>Vorhand muss eröffnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="66"/>
        <source>The player after the dealer must open with the lowest bid and may not pass first.</source>
        <translation>Wer nach dem Geber sitzt (die Vorhand), muss mit dem niedrigsten Gebot eröffnen und darf nicht zuerst passen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="69"/>
        <source>Warn after passed-out deals</source>
        <translation>Warnen nach eingepassten Spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="70"/>
        <source>After this many deals in a row that everybody passed, the game says so and offers to change the rules (0: never).</source>
        <translation>Nach dieser Zahl von Spielen in Folge, in denen alle gepasst haben, weist das Programm darauf hin und bietet an, die Regeln zu ändern (0: nie).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="74"/>
        <source>Show the dabb to all</source>
        <translation>Dabb allen zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="75"/>
        <source>The dabb is turned face up before the declarer takes it.</source>
        <translation>Der Dabb wird aufgedeckt, bevor der Spieler ihn aufnimmt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="77"/>
        <source>Going out allowed</source>
        <translation>Abgehen erlaubt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="78"/>
        <source>The declarer may give up the deal (abgehen) and lose only the bid.</source>
        <translation>Der Spieler darf abgehen und verliert dann nur das Gebot.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="80"/>
        <source>When going out is allowed</source>
        <translation>Wann Abgehen erlaubt ist</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="81"/>
        <source>Right after taking the dabb, or only after discarding and naming trump.</source>
        <translation>Gleich nach dem Aufnehmen des Dabbs oder erst nach Drücken und Trumpfansagen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="83"/>
        <source>Going-out bonus</source>
        <translation>Gegnerbonus beim Abgehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="84"/>
        <source>Points each opponent (or team) gets on top of its melds when the declarer goes out.</source>
        <translation>Punkte, die jeder Gegner (oder jede Partei) zusätzlich zu den eigenen Meldungen bekommt, wenn der Spieler abgeht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="86"/>
        <source>Bonus is half the bid</source>
        <translation>Bonus ist das halbe Gebot</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="87"/>
        <source>When the declarer goes out, opponents get half the bid instead of the fixed bonus.</source>
        <translation>Geht der Spieler ab, bekommen die Gegner das halbe Gebot statt des festen Bonus.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="91"/>
        <source>Discards count for the declarer</source>
        <translation>Gedrückte Karten zählen für den Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="92"/>
        <source>The card points of the cards put away (gedrückt) count for the declarer.</source>
        <translation>Die Augen der gedrückten Karten zählen für den Spieler.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="94"/>
        <source>Trump before discarding</source>
        <translation>Trumpf vor dem Drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="95"/>
        <source>The declarer names trump first and then discards or goes out.</source>
        <translation>Der Spieler sagt zuerst Trumpf an und drückt dann oder geht ab.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="98"/>
        <source>Melds need a trick</source>
        <translation>Meldungen brauchen einen Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="99"/>
        <source>Melds only count for a player who wins at least one trick.</source>
        <translation>Meldungen zählen nur, wenn man mindestens einen Stich macht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="101"/>
        <source>Grand Binokel</source>
        <translation>Großer Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="102"/>
        <source>King and Ober of Leaves with the Unter of Bells score as Grand Binokel.</source>
        <translation>Laub-König und Laub-Ober mit dem Schellen-Unter zählen als Großer Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="105"/>
        <location filename="../binokel_desktop/ui/texts/options.py" line="126"/>
        <source>Double family</source>
        <translation>Doppelfamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="106"/>
        <source>Both families of one suit score as a double family.</source>
        <translation>Beide Familien einer Farbe zählen als Doppelfamilie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="108"/>
        <source>Ranks for eight of a kind</source>
        <translation>Werte für acht Gleiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="109"/>
        <source>Which ranks score when a player holds all eight cards of them.</source>
        <translation>Welche Werte zählen, wenn jemand alle acht Karten davon hat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="111"/>
        <source>Doubled melds</source>
        <translation>Doppelte Meldungen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="112"/>
        <source>Double families and eights score their own flat value, or simply twice the single meld.</source>
        <translation>Doppelfamilien und acht Gleiche haben einen eigenen festen Wert oder zählen einfach das Doppelte der einfachen Meldung.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="115"/>
        <source>Diss (trump seven)</source>
        <translation>Diss (Trumpfsiebener)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="116"/>
        <source>Value of each seven of trumps.</source>
        <translation>Wert jedes Trumpfsiebeners.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="117"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="118"/>
        <source>Value of King and Ober of one suit.</source>
        <translation>Wert von König und Ober einer Farbe.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="119"/>
        <source>Trump pair</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="120"/>
        <source>Value of King and Ober of trumps.</source>
        <translation>Wert von Trumpfkönig und Trumpfober.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="121"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="122"/>
        <source>Value of Ace, Ten, King, Ober and Unter of one suit.</source>
        <translation>Wert von Daus, Zehner, König, Ober und Unter einer Farbe.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="124"/>
        <source>Trump family</source>
        <translation>Trumpffamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="125"/>
        <source>Value of a family in trumps.</source>
        <translation>Wert einer Familie in Trumpf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="127"/>
        <source>Value of both families of one suit.</source>
        <translation>Wert beider Familien einer Farbe.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="128"/>
        <source>Double trump family</source>
        <translation>Doppelte Trumpffamilie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="129"/>
        <source>Value of both families of trumps.</source>
        <translation>Wert beider Trumpffamilien.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="130"/>
        <source>Binokel</source>
        <translation>Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="131"/>
        <source>Value of the Ober of Leaves with the Unter of Bells (in Bézique: Queen of Spades and Jack of Diamonds).</source>
        <translation>Wert von Laub-Ober mit Schellen-Unter (beim Bésigue: Pik-Dame und Karo-Bube).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="134"/>
        <source>Grand Binokel value</source>
        <translation>Wert des Großen Binokels</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="135"/>
        <source>Value of King and Ober of Leaves with the Unter of Bells.</source>
        <translation>Wert von Laub-König und Laub-Ober mit Schellen-Unter.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="137"/>
        <source>Double Binokel</source>
        <translation>Doppelbinokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="138"/>
        <source>Value of both Binokels.</source>
        <translation>Wert beider Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="139"/>
        <source>Four Aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="140"/>
        <source>Value of four Aces.</source>
        <translation>Wert von vier Assen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="141"/>
        <source>Four Kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="142"/>
        <source>Value of four Kings.</source>
        <translation>Wert von vier Königen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="143"/>
        <source>Four Obers</source>
        <translation>Vier Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="144"/>
        <source>Value of four Obers (Queens).</source>
        <translation>Wert von vier Obern (Damen).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="145"/>
        <source>Four Unters</source>
        <translation>Vier Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="146"/>
        <source>Value of four Unters (Jacks).</source>
        <translation>Wert von vier Untern (Buben).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="147"/>
        <source>Eight Aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="148"/>
        <source>Value of all eight Aces.</source>
        <translation>Wert aller acht Asse.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="149"/>
        <source>Eight Tens</source>
        <translation>Acht Zehner</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="150"/>
        <source>Value of all eight Tens.</source>
        <translation>Wert aller acht Zehner.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="151"/>
        <source>Eight Kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="152"/>
        <source>Value of all eight Kings.</source>
        <translation>Wert aller acht Könige.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="153"/>
        <source>Eight Obers</source>
        <translation>Acht Ober</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="154"/>
        <source>Value of all eight Obers (Queens).</source>
        <translation>Wert aller acht Ober (Damen).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="155"/>
        <source>Eight Unters</source>
        <translation>Acht Unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="156"/>
        <source>Value of all eight Unters (Jacks).</source>
        <translation>Wert aller acht Unter (Buben).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="158"/>
        <source>Must head the trick</source>
        <translation>Stichzwang</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="159"/>
        <source>A player who follows suit must play a higher card if he has one (Stichzwang).</source>
        <translation>Wer Farbe bekennt, muss eine höhere Karte legen, wenn er eine hat (Stichzwang).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="161"/>
        <source>Must trump</source>
        <translation>Trumpfzwang</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="162"/>
        <source>A player who cannot follow suit must play a trump (Trumpfzwang).</source>
        <translation>Wer nicht bekennen kann, muss Trumpf spielen (Trumpfzwang).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="164"/>
        <source>Must overtrump</source>
        <translation>Übertrumpfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="165"/>
        <source>A player who trumps must beat a trump already in the trick if he can.</source>
        <translation>Wer trumpft, muss einen schon liegenden Trumpf überstechen, wenn er kann.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="167"/>
        <source>Must undertrump</source>
        <translation>Untertrumpfen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="168"/>
        <source>A player who cannot overtrump must still play a lower trump.</source>
        <translation>Wer nicht übertrumpfen kann, muss trotzdem einen niedrigeren Trumpf spielen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="170"/>
        <source>Head even after a trump</source>
        <translation>Überstechen auch nach Trumpf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="171"/>
        <source>Following suit, you must still beat the highest card of the suit led after someone trumped.</source>
        <translation>Wer bekennt, muss die höchste Karte der ausgespielten Farbe auch dann überstechen, wenn schon jemand getrumpft hat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="174"/>
        <source>Partner exemption</source>
        <translation>Partner-Ausnahme</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="175"/>
        <source>While your partner wins the trick you need not head, trump or overtrump.</source>
        <translation>Solange dein Partner den Stich hat, musst du weder überstechen noch trumpfen noch übertrumpfen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="177"/>
        <source>Last-trick bonus</source>
        <translation>Punkte für den letzten Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="178"/>
        <source>Points for winning the last trick.</source>
        <translation>Punkte für den letzten Stich.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="180"/>
        <source>Rounding of card points</source>
        <translation>Runden der Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="181"/>
        <source>Card points are rounded to the nearest ten (a 5 rounds up), or not at all.</source>
        <translation>Die Augen werden auf volle Zehner gerundet (eine 5 nach oben) oder gar nicht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="183"/>
        <source>Bid checked on</source>
        <translation>Gebot gemessen an</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="184"/>
        <source>Whether the bid is made is judged on exact or on rounded card points.</source>
        <translation>Ob das Gebot erreicht ist, entscheiden die genauen oder die gerundeten Augen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="186"/>
        <source>Failed bid costs (times the bid)</source>
        <translation>Verlorenes Gebot kostet (× Gebot)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="187"/>
        <source>A declarer who misses the bid loses this many times the bid (&quot;in den Keller&quot;).</source>
        <translation>Wer sein Gebot nicht erreicht, verliert das Gebot so oft, wie hier steht („ab in den Keller“).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="189"/>
        <source>Play to</source>
        <translation>Spielen bis</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="190"/>
        <source>The game ends when a player reaches this score.</source>
        <translation>Die Partie endet, wenn jemand diese Punktzahl erreicht.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="191"/>
        <source>Going out may end the game</source>
        <translation>Abgehen kann die Partie beenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="192"/>
        <source>A deal given up by going out can still end the game.</source>
        <translation>Auch ein Spiel, bei dem abgegangen wurde, kann die Partie beenden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="194"/>
        <source>Tie at the target</source>
        <translation>Gleichstand am Ziel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="195"/>
        <source>When two reach the target with the same score: play another deal, or the higher bidder wins.</source>
        <translation>Erreichen zwei das Ziel mit gleich vielen Punkten: noch ein Spiel, oder wer höher gereizt hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="197"/>
        <source>Bonus for the dealer sitting out</source>
        <translation>Bonus für den aussetzenden Geber</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="198"/>
        <source>Points the dealer gets for a deal he sits out.</source>
        <translation>Punkte, die der Geber für ein Spiel bekommt, das er aussetzt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="200"/>
        <source>Tournament penalties</source>
        <translation>Turnierstrafen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="201"/>
        <source>A wrong discard or a revoke is not refused but punished, as at a tournament.</source>
        <translation>Falsches Drücken oder eine Renonce wird nicht verhindert, sondern wie im Turnier bestraft.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="205"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="206"/>
        <source>The declarer may play to win every trick, without trump.</source>
        <translation>Der Spieler darf ansagen, alle Stiche zu machen, ohne Trumpf.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="208"/>
        <source>Durch value</source>
        <translation>Wert des Durchs</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="209"/>
        <source>Value of a Durch played with the dabb, hand hidden.</source>
        <translation>Wert eines Durchs mit Dabb und verdeckten Karten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="211"/>
        <source>Open Durch value</source>
        <translation>Wert des offenen Durchs</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="212"/>
        <source>Value of a Durch with the hand shown before the first trick.</source>
        <translation>Wert eines Durchs, bei dem die Karten vor dem ersten Stich aufgedeckt werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="214"/>
        <source>Open Durch from hand value</source>
        <translation>Wert des offenen Durchs aus der Hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="215"/>
        <source>Value of an open Durch played without taking the dabb.</source>
        <translation>Wert eines offenen Durchs, ohne den Dabb aufzunehmen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="217"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="218"/>
        <source>The declarer may play to take no trick at all.</source>
        <translation>Der Spieler darf ansagen, keinen einzigen Stich zu machen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="219"/>
        <source>Bettel value</source>
        <translation>Wert des Bettels</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="220"/>
        <source>Value of a Bettel.</source>
        <translation>Wert eines Bettels.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="221"/>
        <source>Who leads a Bettel</source>
        <translation>Wer beim Bettel ausspielt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="222"/>
        <source>The declarer or forehand leads the first trick of a Bettel.</source>
        <translation>Beim Bettel spielt der Spieler oder die Vorhand zum ersten Stich aus.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="224"/>
        <source>Calling a card (Rufen)</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="225"/>
        <source>The declarer may call a card he lacks; whoever holds it must hand it over.</source>
        <translation>Der Spieler darf eine Karte rufen, die ihm fehlt; wer sie hat, muss sie abgeben.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="227"/>
        <source>Lowest bid with Rufen</source>
        <translation>Niedrigstes Gebot mit Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="228"/>
        <source>The bidding starts here when calling a card is allowed.</source>
        <translation>Hier beginnt das Reizen, wenn Rufen erlaubt ist.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="231"/>
        <source>Must win tricks at the end</source>
        <translation>Stichzwang am Schluss</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="232"/>
        <source>Once the talon is used up, a player must win the trick if he can.</source>
        <translation>Ist der Talon aufgebraucht, muss man den Stich machen, wenn man kann.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="234"/>
        <source>Bonus for which trick</source>
        <translation>Bonus für welchen Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="235"/>
        <source>The last-trick bonus goes to the final trick, or to the last trick before the talon runs out.</source>
        <translation>Die Punkte für den letzten Stich gibt es für den allerletzten Stich oder für den letzten vor dem Ende des Talons.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="238"/>
        <source>Win in the middle of a deal</source>
        <translation>Gewinnen mitten im Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="239"/>
        <source>A player who reaches the target wins at once, without finishing the deal.</source>
        <translation>Wer das Ziel erreicht, gewinnt sofort, ohne das Spiel zu Ende zu spielen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="241"/>
        <source>Trump family (quint major)</source>
        <translation>Trumpffamilie (Quinte)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="242"/>
        <source>Value of Ace, Ten, King, Ober and Unter of trumps (in Bézique: the sequence).</source>
        <translation>Wert von Daus, Zehner, König, Ober und Unter in Trumpf (beim Bésigue: die Sequenz).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="244"/>
        <source>Four of a kind in four suits</source>
        <translation>Vier Gleiche in vier Farben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="245"/>
        <source>Four of a kind needs one card of each suit.</source>
        <translation>Vier Gleiche brauchen eine Karte jeder Farbe.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="248"/>
        <source>Other bezique in Spades and Diamonds</source>
        <translation>Anderer Bésigue bei Pik und Karo</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="249"/>
        <source>When Spades or Diamonds are trump, the bezique is the Queen of Clubs with the Jack of Hearts.</source>
        <translation>Ist Pik oder Karo Trumpf, ist der Bésigue die Kreuz-Dame mit dem Herz-Buben.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="251"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="252"/>
        <source>Count the usual card points, or only Aces and Tens as brisques.</source>
        <translation>Die üblichen Augen zählen oder nur Asse und Zehnen als Brisques.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="254"/>
        <source>Brisque value</source>
        <translation>Wert einer Brisque</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="255"/>
        <source>Points for each Ace and Ten won, when counting brisques.</source>
        <translation>Punkte für jedes gewonnene Ass und jede Zehn, wenn Brisques zählen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="257"/>
        <source>When card points count</source>
        <translation>Wann die Augen zählen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="258"/>
        <source>At the end of the deal, or as soon as each trick is won.</source>
        <translation>Am Ende des Spiels oder gleich bei jedem gewonnenen Stich.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="260"/>
        <source>Next dealer</source>
        <translation>Nächster Geber</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="261"/>
        <source>The deal alternates, or the winner of the last trick deals next.</source>
        <translation>Es wird abwechselnd gegeben, oder wer den letzten Stich macht, gibt als Nächster.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="263"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="264"/>
        <source>A hand without a face card may be shown for a bonus.</source>
        <translation>Ein Blatt ohne Bildkarte darf gegen einen Bonus gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="266"/>
        <source>Carte blanche value</source>
        <translation>Wert der Carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="267"/>
        <source>Points for showing a carte blanche.</source>
        <translation>Punkte fürs Zeigen einer Carte blanche.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="268"/>
        <source>Cost of a revoke</source>
        <translation>Kosten einer Renonce</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="269"/>
        <source>With tournament penalties a revoke at the end costs the card points still to come, or every trick of that phase.</source>
        <translation>Mit Turnierstrafen kostet eine Renonce am Schluss die noch ausstehenden Augen oder alle Stiche dieser Phase.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="276"/>
        <source>Grand bezique</source>
        <translation>Großer Bésigue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="277"/>
        <source>Grand bezique value</source>
        <translation>Wert des Großen Bésigue</translation>
    </message>
</context>
<context>
    <name>Part</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="12"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="13"/>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="14"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="15"/>
        <source>Dabb, going out and trump</source>
        <translation>Dabb, Abgehen und Trumpf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="16"/>
        <source>Melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="17"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="18"/>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="19"/>
        <source>Special contracts</source>
        <translation>Sonderspiele</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="20"/>
        <source>Two-hand games</source>
        <translation>Spiele zu zweit</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="138"/>
        <source>%1&apos;s turn — click when only %1 is looking</source>
        <extracomment>%1 is the name of the person whose turn it is (never you), twice</extracomment>
        <translation>%1 ist dran — klicken, wenn nur %1 hinschaut</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="110"/>
        <source>Since you last looked:</source>
        <translation>Seit du zuletzt geschaut hast:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="109"/>
        <source>So far:</source>
        <translation>Bisher:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="136"/>
        <source>Your turn — click when only you are looking</source>
        <translation>Du bist dran — klicken, wenn nur du hinschaust</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="145"/>
        <source>That&apos;s me: show my cards</source>
        <translation>Das bin ich: meine Karten zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="147"/>
        <source>I am %1: show my cards</source>
        <extracomment>said by the person who clicks: %1 is their name (never you)</extracomment>
        <translation>Ich bin %1: meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="46"/>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="47"/>
        <source>Taking the dabb</source>
        <translation>Dabb aufnehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="48"/>
        <source>Calling a card</source>
        <translation>Karte rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="49"/>
        <source>Giving a card back</source>
        <translation>Karte zurückgeben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="50"/>
        <source>Discarding</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="51"/>
        <source>Naming trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="52"/>
        <source>Melding</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="53"/>
        <source>Declaring</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="54"/>
        <source>Playing tricks</source>
        <translation>Stechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="55"/>
        <source>Deal over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="56"/>
        <source>Game over</source>
        <translation>Partie zu Ende</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/qt.py" line="35"/>
        <source>%1 point(s)</source>
        <extracomment>%1 is a score, possibly negative (&quot;−30&quot;); the count chooses the form</extracomment>
        <translation>
            <numerusform>%1 Punkt</numerusform>
            <numerusform>%1 Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="10"/>
        <source>Binokel for three</source>
        <translation>Binokel zu dritt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="11"/>
        <source>Binokel for four, dealer sits out</source>
        <translation>Binokel zu viert, der Geber setzt aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="12"/>
        <source>Cross Binokel, two teams</source>
        <translation>Kreuzbinokel, zwei Parteien</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="13"/>
        <source>40-card Binokel for three</source>
        <translation>Binokel mit 40 Karten zu dritt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="14"/>
        <source>40-card Binokel for two</source>
        <translation>Binokel mit 40 Karten zu zweit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="15"/>
        <source>40-card Binokel for four, two teams</source>
        <translation>Binokel mit 40 Karten zu viert, zwei Parteien</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="16"/>
        <source>Two-hand Binokel</source>
        <translation>Binokel zu zweit (Altenburger Regeln)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="17"/>
        <source>Bézique for two</source>
        <translation>Bésigue zu zweit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="20"/>
        <source>The classic Swabian game after Grupp: 48 cards, 15 each, a dabb (the widow) of 3, play to 1500.</source>
        <translation>Das klassische schwäbische Spiel nach Grupp: 48 Karten, je 15, ein Dabb mit 3, gespielt bis 1500.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="23"/>
        <source>Four at the table; the dealer sits out each deal and the other three play the three-hand game.</source>
        <translation>Vier am Tisch; der Geber setzt jedes Spiel aus, die anderen drei spielen wie zu dritt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="26"/>
        <source>Kreuzbinokel: partners sit opposite and score together; 11 cards each and a dabb of 4.</source>
        <translation>Kreuzbinokel: die Partner sitzen sich gegenüber und schreiben gemeinsam; je 11 Karten und ein Dabb mit 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="29"/>
        <source>Without the sevens: 40 cards, 12 each, a dabb of 4, Skat-like hold bidding and no rounding.</source>
        <translation>Ohne Siebener: 40 Karten, je 12, ein Dabb mit 4, Reizen mit Halten wie beim Skat und ohne Runden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="32"/>
        <source>The 40-card game head to head: 18 cards each and a dabb of 4.</source>
        <translation>Das Spiel mit 40 Karten Mann gegen Mann: je 18 Karten und ein Dabb mit 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="34"/>
        <source>The 40-card game for two teams of two: 9 cards each and a dabb of 4.</source>
        <translation>Das Spiel mit 40 Karten für zwei Parteien zu zweit: je 9 Karten und ein Dabb mit 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="36"/>
        <source>Two players, 12 cards each and a talon to draw from; declare melds after winning a trick, play to 1000.</source>
        <translation>Zwei Spieler, je 12 Karten und ein Talon zum Nachziehen; gemeldet wird nach einem gewonnenen Stich, gespielt bis 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="39"/>
        <source>The French cousin: 64 cards, 8 each, a talon, bezique and brisques, play to 1000.</source>
        <translation>Der französische Vetter: 64 Karten, je 8, ein Talon, Bésigue und Brisques, gespielt bis 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="58"/>
        <source>A house-rule profile of your own.</source>
        <translation>Deine eigenen Hausregeln.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="173"/>
        <source>Deal review — deal %1</source>
        <translation>Spielanalyse — Spiel %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="175"/>
        <source>Deal review</source>
        <translation>Spielanalyse</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="176"/>
        <source>Hands as dealt</source>
        <translation>Die Blätter wie gegeben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="177"/>
        <source>The deal trick by trick</source>
        <translation>Das Spiel Stich für Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="179"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="180"/>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="181"/>
        <source>The trick before (Left arrow)</source>
        <translation>Der Stich davor (Pfeil links)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="182"/>
        <source>The next trick (Right arrow)</source>
        <translation>Der nächste Stich (Pfeil rechts)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="183"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="191"/>
        <source>Going through the deal…</source>
        <translation>Das Spiel wird durchgesehen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="222"/>
        <source>%1 (declarer)</source>
        <translation>%1 (Spieler)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="228"/>
        <source>Dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="229"/>
        <source>Laid away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="271"/>
        <source>No card was played in this deal.</source>
        <translation>In diesem Spiel wurde keine Karte gespielt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="317"/>
        <source>Trick %1 of %2</source>
        <extracomment>%1 the trick being gone through, %2 the tricks in the deal</extracomment>
        <translation>Stich %1 von %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="400"/>
        <source>Looking closer at the first tricks; this can take a few minutes.</source>
        <translation>Die ersten Stiche werden genauer angesehen; das kann einige Minuten dauern.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="359"/>
        <source>Trick %1 of %2 — you take it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks in the deal</extracomment>
        <translation>Stich %1 von %2 — du machst den Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="362"/>
        <source>Trick %1 of %2 — %3 takes it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks, %3 another player&apos;s name (never you)</extracomment>
        <translation>Stich %1 von %2 — %3 macht den Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="368"/>
        <source>The review could not be finished; the game is not affected.</source>
        <translation>Die Analyse konnte nicht beendet werden; die Partie ist davon nicht betroffen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="384"/>
        <source>Could I have won?</source>
        <translation>Hätte ich gewinnen können?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="386"/>
        <source>Could I have beaten it?</source>
        <translation>Hätte ich das Spiel zu Fall bringen können?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="388"/>
        <source>Could we have beaten it?</source>
        <translation>Hätten wir das Spiel zu Fall bringen können?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="389"/>
        <source>Could it have gone otherwise?</source>
        <translation>Hätte es anders ausgehen können?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="413"/>
        <source>This game has no declarer and no contract: the hands and tricks are shown, there is nothing to search.</source>
        <translation>In diesem Spiel spielt niemand gegen die anderen: zu sehen sind die Blätter und die Stiche, zu suchen gibt es nichts.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="416"/>
        <source>There was no card play to search in this deal.</source>
        <translation>In diesem Spiel wurden keine Karten gespielt, die sich prüfen ließen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="418"/>
        <source>This deal was too close to judge card by card.</source>
        <translation>Dieses Spiel war zu knapp, um es Karte für Karte zu beurteilen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="422"/>
        <source>The opening lead was too close to judge; this is from the next card on.</source>
        <translation>Das erste Ausspiel war zu knapp für ein Urteil; das Folgende gilt ab der zweiten Karte.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="426"/>
        <source>The first cards were too close to judge; this is from card %1 of trick %2 on.</source>
        <extracomment>%1 is a card&apos;s place in its trick (2 or more), %2 the trick&apos;s number</extracomment>
        <translation>Die ersten Karten waren zu knapp für ein Urteil; das Folgende gilt ab der %1. Karte von Stich %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="431"/>
        <source>The first tricks were too close to judge; this is from trick %1 on.</source>
        <translation>Die ersten Stiche waren zu knapp für ein Urteil; das Folgende gilt ab Stich %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="447"/>
        <source>Not every card could be judged: the fight was too close.</source>
        <translation>Nicht jede Karte ließ sich beurteilen: Es war zu knapp.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="463"/>
        <source>You made it</source>
        <translation>Du hast dein Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="465"/>
        <source>%1 made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 hat das Spiel gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="468"/>
        <source>With best play you would have made it</source>
        <translation>Mit bestem Spiel hättest du gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="470"/>
        <source>With best play %1 would have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Mit bestem Spiel hätte %1 gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="475"/>
        <source>The defence gave you a chance to make it</source>
        <translation>Die Gegenspieler haben dir eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="477"/>
        <source>The defence gave %1 a chance to make it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Die Gegenspieler haben %1 eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="480"/>
        <source>Against the best defence you could not have made it</source>
        <translation>Gegen die beste Abwehr hättest du nicht gewinnen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="483"/>
        <source>Against the best defence %1 could not have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Gegen die beste Abwehr hätte %1 nicht gewinnen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="496"/>
        <source>You beat it</source>
        <comment>one defender</comment>
        <translation>Du hast das Spiel zu Fall gebracht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="497"/>
        <source>You beat it</source>
        <translation>Wir haben das Spiel zu Fall gebracht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="495"/>
        <source>The defenders beat it</source>
        <translation>Die Gegenspieler haben das Spiel zu Fall gebracht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="502"/>
        <source>You could have beaten it</source>
        <translation>Wir hätten das Spiel zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="500"/>
        <source>The defenders could have beaten it</source>
        <translation>Die Gegenspieler hätten das Spiel zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="507"/>
        <source>You gave the defenders a chance to beat it</source>
        <translation>Du hast den Gegenspielern eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="517"/>
        <source>%1 gave you a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 hat uns eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="510"/>
        <source>%1 gave the defenders a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 hat den Gegenspielern eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="521"/>
        <source>You could not have beaten it</source>
        <translation>Wir hätten das Spiel nicht zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="519"/>
        <source>The defenders could not have beaten it</source>
        <translation>Die Gegenspieler hätten das Spiel nicht zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="439"/>
        <source>No card decided whether the game was made.</source>
        <translation>Keine Karte hat entschieden, ob das Spiel gewonnen wurde.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="501"/>
        <source>You could have beaten it</source>
        <comment>one defender</comment>
        <translation>Du hättest das Spiel zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="515"/>
        <source>%1 gave you a chance to beat it</source>
        <comment>one defender</comment>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 hat dir eine Chance gelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="520"/>
        <source>You could not have beaten it</source>
        <comment>one defender</comment>
        <translation>Du hättest das Spiel nicht zu Fall bringen können</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="549"/>
        <source>at trick %1 your %2 cost you %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 its cost (&quot;28 points&quot;)</extracomment>
        <translation>in Stich %1 hast du mit %2 %3 verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="552"/>
        <source>at trick %1 %4&apos;s %2 cost %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 its cost (&quot;28 points&quot;), %4 the name of who played it (never you)</extracomment>
        <translation>in Stich %1 hat %4 mit %2 %3 verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="555"/>
        <source>at trick %1 your %2 cost you the game</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>in Stich %1 hast du mit %2 das Spiel verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="557"/>
        <source>at trick %1 %4&apos;s %2 cost the game</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>in Stich %1 hat %4 mit %2 das Spiel verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="560"/>
        <source>at trick %1 your %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 what it gave away (&quot;12 points&quot;)</extracomment>
        <translation>in Stich %1 hast du mit %2 %3 verschenkt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="563"/>
        <source>at trick %1 %4&apos;s %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 what it gave away, %4 who played it (never you)</extracomment>
        <translation>in Stich %1 hat %4 mit %2 %3 verschenkt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="566"/>
        <source>at trick %1 your %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>in Stich %1 hast du mit %2 das Spiel durchgelassen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="568"/>
        <source>at trick %1 %4&apos;s %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>in Stich %1 hat %4 mit %2 das Spiel durchgelassen</translation>
    </message>
</context>
<context>
    <name>RuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="33"/>
        <source>%1 or %2</source>
        <extracomment>joins two allowed player counts: &quot;2 or 3&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="45"/>
        <source>%1 is outside %2–%3</source>
        <extracomment>%1 is the value set, %2 and %3 the lowest and highest allowed</extracomment>
        <translation>%1 liegt nicht zwischen %2 und %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="48"/>
        <source>%1 is above “%2” (%3)</source>
        <extracomment>%1 is the value set, %2 the label of another rule, %3 that rule&apos;s value</extracomment>
        <translation>%1 ist höher als „%2“ (%3)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="51"/>
        <source>the deck needs at least one rank</source>
        <translation>das Blatt braucht mindestens einen Kartenwert</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="53"/>
        <source>each rank may appear once</source>
        <translation>jeder Kartenwert darf nur einmal vorkommen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="55"/>
        <source>some of its ranks are not in the deck</source>
        <translation>einige seiner Kartenwerte sind nicht im Blatt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="57"/>
        <source>the talon games have exactly 2 players, no teams and no sitting-out dealer</source>
        <translation>die Talon-Spiele haben genau 2 Spieler, keine Parteien und keinen aussetzenden Geber</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="60"/>
        <source>teams and a sitting-out dealer exclude each other</source>
        <translation>Parteien und ein aussetzender Geber schließen sich aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="63"/>
        <source>%1: a game without teams has %2 players</source>
        <extracomment>%1 is the number of players set, %2 the allowed numbers (&quot;2 or 3&quot;)</extracomment>
        <translation>%1: ein Spiel ohne Parteien hat %2 Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="66"/>
        <source>%1: a game with teams has %2 players</source>
        <translation>%1: ein Spiel mit Parteien hat %2 Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="70"/>
        <source>%1: a game with a sitting-out dealer has %2 players</source>
        <translation>%1: ein Spiel mit aussetzendem Geber hat %2 Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="73"/>
        <source>the deal is not possible</source>
        <translation>so kann nicht gegeben werden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="76"/>
        <source>%1, but the deal gives each hand %2 cards</source>
        <extracomment>%1 is the hand size set, %2 the cards the deal gives each hand</extracomment>
        <translation>%1, aber beim Geben bekommt jede Hand %2 Karten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="81"/>
        <source>%1, but the deal lays %2 cards into the dabb</source>
        <extracomment>%1 is the dabb size set, %2 the cards the deal lays into the dabb</extracomment>
        <translation>%1, aber beim Geben kommen %2 Karten in den Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="84"/>
        <source>the talon games have no dabb</source>
        <translation>die Talon-Spiele haben keinen Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="88"/>
        <source>hands of %1 leave %2 of %3 cards for the talon; it needs an even number, at least 2</source>
        <extracomment>%1 cards per hand, %2 cards left for the talon, %3 cards in the deck</extracomment>
        <translation>Hände mit %1 Karten lassen %2 von %3 Karten für den Talon; er braucht eine gerade Anzahl, mindestens 2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="93"/>
        <source>the deal gives out %1 + %2 cards, the deck has %3</source>
        <extracomment>%1 cards in the hands, %2 in the dabb, %3 in the deck</extracomment>
        <translation>beim Geben werden %1 + %2 Karten verteilt, das Blatt hat %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="97"/>
        <source>this value cannot be played</source>
        <translation>mit diesem Wert kann nicht gespielt werden</translation>
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
        <translation>Die Datei ist größer als %1 MB; so groß ist keine gespeicherte Partie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="36"/>
        <source>The file is damaged or not a Binokel file.</source>
        <translation>Die Datei ist beschädigt oder keine Binokel-Datei.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="39"/>
        <source>The file is a game record, not a saved game: open it with %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Open record…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>Die Datei ist ein Partieprotokoll, keine gespeicherte Partie: Öffne sie mit %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="42"/>
        <source>The file is not a Binokel saved game.</source>
        <translation>Die Datei ist keine gespeicherte Binokel-Partie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="45"/>
        <source>The file is of version %1, made by a newer Binokel Desktop; this version reads only versions 1 to %2.</source>
        <extracomment>%1 is the file&apos;s version, %2 the newest version this program reads</extracomment>
        <translation>Die Datei hat Version %1 und stammt von einem neueren Binokel Desktop; diese Version liest nur die Versionen 1 bis %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="50"/>
        <source>The field “%1” in the file has a wrong value.</source>
        <extracomment>%1 is the name of a field inside the file (&quot;seed&quot;, &quot;dealer&quot;), left as it is</extracomment>
        <translation>Das Feld „%1“ in der Datei hat einen falschen Wert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="54"/>
        <source>Move %1 in the file breaks the rules.</source>
        <extracomment>%1 is the number of the move, counted from the start of the game</extracomment>
        <translation>Zug %1 in der Datei verstößt gegen die Regeln.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="57"/>
        <source>The scores do not follow from the moves: the file was changed by hand or damaged.</source>
        <translation>Die Punktestände passen nicht zu den Zügen: Die Datei wurde von Hand geändert oder ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="60"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei lässt sich nicht lesen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="62"/>
        <source>The game record in the file is damaged.</source>
        <translation>Das Partieprotokoll in der Datei ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="65"/>
        <source>The file is damaged or was changed by hand.</source>
        <translation>Die Datei ist beschädigt oder wurde von Hand geändert.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="85"/>
        <source>Unfinished game</source>
        <translation>Unfertige Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="86"/>
        <source>Continue the unfinished game?</source>
        <translation>Die unfertige Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="104"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="105"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="143"/>
        <source>The record ends here.</source>
        <translation>Das Partieprotokoll endet hier.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="172"/>
        <source>Saving failed (%1): the game goes on, but it is not saved.</source>
        <translation>Speichern fehlgeschlagen (%1): Es wird weitergespielt, aber nicht gesichert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="182"/>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="226"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="305"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="317"/>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="227"/>
        <source>The game could not be saved: %1</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="232"/>
        <source>Saved as “%1”.</source>
        <translation>Gespeichert als „%1“.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="255"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="366"/>
        <source>Export record</source>
        <translation>Partieprotokoll exportieren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="256"/>
        <source>The record could not be written: %1</source>
        <translation>Das Partieprotokoll konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="68"/>
        <source>The last game cannot be resumed: its autosave could not be loaded. %1</source>
        <extracomment>%1 says why in a sentence of its own (&quot;The file is damaged or not a Binokel file.&quot;)</extracomment>
        <translation>Die letzte Partie kann nicht fortgesetzt werden: ihre automatische Sicherung lässt sich nicht laden. %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="61"/>
        <source>The last game is left where it is for the newer version that saved it. %1 A game here is saved in a file of its own.</source>
        <extracomment>%1 says why in a sentence of its own (made by a newer version, its number)</extracomment>
        <translation>Die letzte Partie bleibt für die neuere Version, die sie gespeichert hat, wo sie ist. %1 Eine Partie hier wird in einer eigenen Datei gespeichert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="97"/>
        <source>%1
Deal %2, saved %3.
Scores: %4</source>
        <extracomment>%1 is the game (e.g. &quot;Two-hand Bézique&quot;), %2 the deal&apos;s number, %3 when</extracomment>
        <translation>%1
Spiel %2, gesichert am %3.
Stand: %4</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="243"/>
        <source>The file holds a finished game.</source>
        <translation>Die Datei enthält eine beendete Partie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="279"/>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="281"/>
        <source>“%1” cannot be opened. The file was left as it is.</source>
        <translation>„%1“ kann nicht geöffnet werden. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="306"/>
        <source>Name of the game:</source>
        <translation>Name der Partie:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="319"/>
        <source>A game called “%1” exists. Replace it?</source>
        <translation>Es gibt schon eine Partie „%1“. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="330"/>
        <source>Another file…</source>
        <translation>Andere Datei …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="334"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="345"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="335"/>
        <source>Saved games:</source>
        <translation>Gespeicherte Partien:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="347"/>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="368"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="379"/>
        <source>Game records (*.json)</source>
        <translation>Partieprotokolle (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="377"/>
        <source>Open record</source>
        <translation>Partieprotokoll öffnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="407"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="408"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="409"/>
        <source>&amp;Export record…</source>
        <translation>Partieprotokoll e&amp;xportieren …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="410"/>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="24"/>
        <source>Open &amp;record…</source>
        <translation>&amp;Partieprotokoll öffnen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="411"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="60"/>
        <source> &amp; </source>
        <extracomment>joins a team&apos;s names in column heads and lists (&quot;Du und Karl&quot;, &quot;Tu e Karl&quot;)</extracomment>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="427"/>
        <source>Abandoned at %1</source>
        <translation>Aufgegeben bei %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="428"/>
        <source>Went out at %1</source>
        <translation>Abgegangen bei %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="431"/>
        <source>Bid %1: made</source>
        <translation>Gebot %1: gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="432"/>
        <source>Bid %1: failed, in den Keller</source>
        <translation>Gebot %1: verloren, ab in den Keller</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="433"/>
        <source>Durch (%1): made</source>
        <translation>Durch (%1): gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="434"/>
        <source>Durch (%1): failed</source>
        <translation>Durch (%1): verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="435"/>
        <source>Open Durch (%1): made</source>
        <translation>Offener Durch (%1): gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="436"/>
        <source>Open Durch (%1): failed</source>
        <translation>Offener Durch (%1): verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="438"/>
        <source>Open Durch from hand (%1): made</source>
        <translation>Offener Durch aus der Hand (%1): gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="439"/>
        <source>Open Durch from hand (%1): failed</source>
        <translation>Offener Durch aus der Hand (%1): verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="440"/>
        <source>Bettel (%1): made</source>
        <translation>Bettel (%1): gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="441"/>
        <source>Bettel (%1): failed</source>
        <translation>Bettel (%1): verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Deal</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Declarer</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="477"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="490"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="494"/>
        <source>A move was taken back in this deal</source>
        <translation>In diesem Spiel wurde ein Zug zurückgenommen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="499"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="505"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="30"/>
        <location filename="../binokel_desktop/ui/texts/people.py" line="73"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="78"/>
        <source>Human</source>
        <translation>Mensch</translation>
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
        <translation>Noch keine Partien.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="214"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="215"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="216"/>
        <source>Fair deal</source>
        <translation>Faires Geben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="217"/>
        <source>Reset…</source>
        <translation>Zurücksetzen …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="225"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="226"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="227"/>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="228"/>
        <source>Bid</source>
        <translation>Gereizt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="229"/>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="230"/>
        <source>Failed</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="231"/>
        <source>Gone out</source>
        <translation>Abgegangen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="233"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="245"/>
        <source>Points per deal</source>
        <translation>Punkte je Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="236"/>
        <source>Best meld</source>
        <translation>Beste Meldung</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="237"/>
        <source>Durch made</source>
        <translation>Durch gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="238"/>
        <source>Bettel made</source>
        <translation>Bettel gewonnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="249"/>
        <source>Games won (%)</source>
        <translation>Partien gewonnen (%)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="263"/>
        <source>Hands dealt</source>
        <translation>Blätter erhalten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="264"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="292"/>
        <source>Aces per hand</source>
        <translation>Asse je Blatt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="265"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="296"/>
        <source>Tens per hand</source>
        <translation>Zehner je Blatt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="267"/>
        <source>Hands with a Binokel</source>
        <translation>Blätter mit Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="271"/>
        <source>Hands with a family</source>
        <translation>Blätter mit Familie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="280"/>
        <source>How the cards fell for each player, in the hands as dealt. The dashed line is the average number of aces over all hands: over many deals every player comes close to it.</source>
        <translation>So waren die Karten beim Geben verteilt. Die gestrichelte Linie zeigt die durchschnittliche Zahl der Asse pro Blatt: Über viele Spiele kommt jeder Spieler nahe an sie heran.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="307"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="322"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="308"/>
        <source>Forget the statistics of every player and computer level?</source>
        <translation>Die Statistik aller Spieler und Computerstärken löschen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="324"/>
        <source>The statistics could not be reset: %1</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="10"/>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="11"/>
        <source>Leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="12"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="18"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="13"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="16"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="17"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="19"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
</context>
<context>
    <name>SuitInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="25"/>
        <source>Acorns</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="27"/>
        <source>Leaves</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="29"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="39"/>
        <source>Hearts</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="31"/>
        <source>Bells</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="35"/>
        <source>Clubs</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="37"/>
        <source>Spades</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="41"/>
        <source>Diamonds</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Karo</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="114"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="85"/>
        <source>The deal is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="95"/>
        <source>You went out at %1 and lose the value of the bid.</source>
        <translation>Du bist bei %1 abgegangen und verlierst das Gebot.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="98"/>
        <source>%1 went out at %2 and loses the value of the bid.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 ist bei %2 abgegangen und verliert das Gebot.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="106"/>
        <source>You played %1 for %2 and made it.</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>Du hast %1 für %2 gespielt und gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="109"/>
        <source>You played %1 for %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>Du hast %1 für %2 gespielt und verloren: ab in den Keller.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="113"/>
        <source>%1 played %2 for %3 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 hat %2 für %3 gespielt und gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="116"/>
        <source>%1 played %2 for %3 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 hat %2 für %3 gespielt und verloren: ab in den Keller.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="120"/>
        <source>You bid %1 and made it.</source>
        <translation>Du hast %1 gereizt und gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="122"/>
        <source>You bid %1 and failed: in den Keller (down the cellar).</source>
        <translation>Du hast %1 gereizt und verloren: ab in den Keller.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="125"/>
        <source>%1 bid %2 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 hat %2 gereizt und gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="128"/>
        <source>%1 bid %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 hat %2 gereizt und verloren: ab in den Keller.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="136"/>
        <source>You won every trick: Durch made.</source>
        <translation>Du hast alle Stiche: Durch gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="137"/>
        <source>You lost a trick: Durch failed.</source>
        <translation>Du hast einen Stich abgegeben: Durch verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="138"/>
        <source>You won every trick: open Durch made.</source>
        <translation>Du hast alle Stiche: offener Durch gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="140"/>
        <source>You lost a trick: open Durch failed.</source>
        <translation>Du hast einen Stich abgegeben: offener Durch verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="142"/>
        <source>You won every trick: open Durch from hand made.</source>
        <translation>Du hast alle Stiche: offener Durch aus der Hand gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="144"/>
        <source>You lost a trick: open Durch from hand failed.</source>
        <translation>Du hast einen Stich abgegeben: offener Durch aus der Hand verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="146"/>
        <source>You took no trick: Bettel made.</source>
        <translation>Du hast keinen Stich: Bettel gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="147"/>
        <source>You took a trick: Bettel failed.</source>
        <translation>Du hast einen Stich: Bettel verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="153"/>
        <source>%1 won every trick: Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat alle Stiche: Durch gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="155"/>
        <source>%1 lost a trick: Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat einen Stich abgegeben: Durch verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="157"/>
        <source>%1 won every trick: open Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat alle Stiche: offener Durch gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="159"/>
        <source>%1 lost a trick: open Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat einen Stich abgegeben: offener Durch verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="162"/>
        <source>%1 won every trick: open Durch from hand made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat alle Stiche: offener Durch aus der Hand gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="165"/>
        <source>%1 lost a trick: open Durch from hand failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat einen Stich abgegeben: offener Durch aus der Hand verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="167"/>
        <source>%1 took no trick: Bettel made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat keinen Stich: Bettel gewonnen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="169"/>
        <source>%1 took a trick: Bettel failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 hat einen Stich: Bettel verloren.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="265"/>
        <source>End of the deal</source>
        <translation>Ende des Spiels</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="291"/>
        <source>Melds shown</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="292"/>
        <source>Melds counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="296"/>
        <source>Brisques</source>
        <translation>Brisques</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="297"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="299"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="301"/>
        <source>Going-out bonus</source>
        <translation>Gegnerbonus beim Abgehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="303"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="304"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="120"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="336"/>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="345"/>
        <source>Dabb: %1</source>
        <translation>Dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="346"/>
        <source>Laid away: %1</source>
        <translation>Gedrückt: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="359"/>
        <source>not counted</source>
        <translation>zählt nicht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="368"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="371"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="372"/>
        <source>total %1</source>
        <translation>zusammen %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="376"/>
        <source>void: no trick won</source>
        <translation>verfallen: kein Stich</translation>
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
        <translation>Diese Karte zurückgeben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="389"/>
        <source>Call</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="397"/>
        <source>Name this suit trump</source>
        <translation>Diese Farbe zu Trumpf machen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="408"/>
        <source>Take the dabb</source>
        <translation>Dabb aufnehmen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="420"/>
        <source>Key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="433"/>
        <source>Highest bid: %1.</source>
        <translation>Höchstes Gebot: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="441"/>
        <source>Hold %1</source>
        <translation>%1 halten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="452"/>
        <source>Bid</source>
        <translation>Reizen</translation>
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
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="515"/>
        <source>You lose %1; each opponent scores his melds + %2.</source>
        <translation>Du verlierst %1; jeder Gegner schreibt seine Meldungen + %2.</translation>
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
        <translation>Trumpf %1</translation>
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
        <translation>Du hast nichts zu melden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="557"/>
        <source>Show melds</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="558"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="638"/>
        <source>%1 — melds %2</source>
        <translation>%1 – Meldungen %2</translation>
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
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="655"/>
        <source>Exchange the seven of trumps</source>
        <translation>Trumpfsieben tauschen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="656"/>
        <source>Show the seven of trumps</source>
        <translation>Trumpfsieben zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="657"/>
        <source>Show carte blanche</source>
        <translation>Carte blanche zeigen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="465"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="475"/>
        <location filename="../binokel_desktop/ui/score_panel.py" line="150"/>
        <source>Score sheet</source>
        <translation>Schreibblock</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="128"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="69"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="195"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="505"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="507"/>
        <source>Binokel</source>
        <translation>Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="24"/>
        <location filename="../binokel_desktop/ui/window_menus.py" line="90"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="90"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Animation</source>
        <translation>A&amp;nimation</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="93"/>
        <source>&amp;Pause after a trick</source>
        <translation>&amp;Pause nach dem Stich</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>C&amp;olours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Schreibblock</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="68"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="70"/>
        <location filename="../binokel_desktop/ui/window_menus.py" line="71"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="70"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="71"/>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="72"/>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="73"/>
        <source>&amp;Outlined hearts (for colour-blind eyes)</source>
        <translation>&amp;Herzen umrandet (bei Farbenblindheit)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="74"/>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="75"/>
        <source>Red rosette</source>
        <translation>Rote Rosette</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="76"/>
        <source>Green tartan</source>
        <translation>Grünes Schottenkaro</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="77"/>
        <source>Night stars</source>
        <translation>Sternennacht</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="78"/>
        <source>As the &amp;system</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="79"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="80"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="81"/>
        <source>&amp;Rules of the game</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="82"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="39"/>
        <source>To keep it, save it first: %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Save as…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>Um sie zu behalten, speichere sie vorher: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="55"/>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="56"/>
        <source>End the game in progress and open another?</source>
        <translation>Die laufende Partie abbrechen und eine andere öffnen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="467"/>
        <source>A computer player made a mistake; a legal move was played instead and the game goes on.</source>
        <translation>Ein Computerspieler hat einen Fehler gemacht; stattdessen wurde ein erlaubter Zug gespielt, und es geht weiter.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="67"/>
        <source>plays for %1</source>
        <translation>spielt für %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="196"/>
        <source>The language could not be saved in %1. It applies until you quit.</source>
        <translation>Die Sprache konnte nicht in %1 gespeichert werden. Die Wahl gilt, bis du das Programm beendest.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="270"/>
        <source>No game yet.</source>
        <translation>Noch keine Partie.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="271"/>
        <source>New game…</source>
        <translation>Neue Partie …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="22"/>
        <source>Deal %1 is not finished.</source>
        <translation>Spiel %1 ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="29"/>
        <source>The game is kept (%1): the next start offers to continue it.</source>
        <translation>Die Partie bleibt erhalten (%1): Beim nächsten Start kannst du sie fortsetzen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="32"/>
        <source>The game so far will be lost: %1.</source>
        <translation>Die bisherige Partie geht verloren: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="49"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="51"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="50"/>
        <source>Quit the game in progress?</source>
        <translation>Die laufende Partie beenden?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="60"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="61"/>
        <source>End the game in progress and start a new one?</source>
        <translation>Die laufende Partie abbrechen und eine neue beginnen?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="57"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="62"/>
        <source>End this game</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="65"/>
        <location filename="../binokel_desktop/ui/deal_end.py" line="135"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="129"/>
        <source>Everybody has passed %1 deals in a row. With these rules the lowest bid may be too high for any hand. Change the rules?</source>
        <translation>Alle haben %1 Spiele in Folge gepasst. Mit diesen Regeln ist das niedrigste Gebot vielleicht für jedes Blatt zu hoch. Regeln ändern?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="133"/>
        <source>Change rules…</source>
        <translation>Regeln ändern …</translation>
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
        <translation>(Geber)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="30"/>
        <source>no melds</source>
        <translation>nichts gemeldet</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="56"/>
        <source>plays Durch</source>
        <translation>spielt Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="57"/>
        <source>plays open Durch</source>
        <translation>spielt offenen Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="58"/>
        <source>plays open Durch from hand</source>
        <translation>spielt offenen Durch aus der Hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="59"/>
        <source>plays Bettel</source>
        <translation>spielt Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="73"/>
        <source>Play Durch</source>
        <translation>Durch spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="74"/>
        <source>Play open Durch</source>
        <translation>Offenen Durch spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="75"/>
        <source>Play open Durch from hand</source>
        <translation>Offenen Durch aus der Hand spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="76"/>
        <source>Play Bettel</source>
        <translation>Bettel spielen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="89"/>
        <source>Made: +%1. Failed: −%2.</source>
        <extracomment>the stakes of a Durch or Bettel: %1 its value when made, %2 the loss when failed</extracomment>
        <translation>Gewonnen: +%1. Verloren: −%2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="108"/>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="118"/>
        <source>Bid %1 (%2)</source>
        <extracomment>%1 is the bid, %2 the name of the player who holds it</extracomment>
        <translation>Gebot %1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="120"/>
        <source>Bid %1</source>
        <translation>Gebot %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="123"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="132"/>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="140"/>
        <source>Talon: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="149"/>
        <source>You won the trick. Nothing to declare: draw.</source>
        <translation>Dein Stich. Nichts zu melden: jetzt ziehen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="152"/>
        <source>Choose the cards to lay away (drücken). Dashed blue: your melds.</source>
        <translation>Wähl die Karten zum Drücken. Blau gestrichelt: deine Meldungen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="155"/>
        <source>Your call.</source>
        <translation>Du bist mit Reizen dran.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="156"/>
        <source>Take the dabb, or play an open Durch from hand.</source>
        <translation>Nimm den Dabb auf oder spiel einen offenen Durch aus der Hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="157"/>
        <source>Call a card you hold fewer than two of.</source>
        <translation>Ruf eine Karte, die du nicht doppelt hast.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="158"/>
        <source>Choose the card you give back, then confirm.</source>
        <translation>Wähl die Karte, die du zurückgibst, und bestätige.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="159"/>
        <source>Choose the cards to lay away (drücken).</source>
        <translation>Wähl die Karten zum Drücken.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="160"/>
        <source>Name trump — each button shows your melds with that suit.</source>
        <translation>Sag Trumpf an – jeder Knopf zeigt deine Meldungen mit dieser Farbe.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="161"/>
        <source>Show your melds.</source>
        <translation>Zeig deine Meldungen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="162"/>
        <source>You won the trick: declare, then draw.</source>
        <translation>Dein Stich: melden, dann ziehen.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="163"/>
        <source>Your card: the playable cards glow.</source>
        <translation>Du bist dran: die spielbaren Karten leuchten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="170"/>
        <source>No card is played now: choose with the buttons below.</source>
        <translation>Jetzt wird keine Karte gespielt: wähle mit den Knöpfen unten.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="177"/>
        <source>Waiting for your move …</source>
        <translation>Warten auf dich …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="179"/>
        <source>Waiting for %1 …</source>
        <extracomment>%1 is another player&apos;s name</extracomment>
        <translation>Warten auf %1 …</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="19"/>
        <source>Lay away %n card(s)</source>
        <translation>
            <numerusform>%n Karte drücken</numerusform>
            <numerusform>%n Karten drücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="20"/>
        <source>Choose %n more card(s)</source>
        <translation>
            <numerusform>Noch %n Karte wählen</numerusform>
            <numerusform>Noch %n Karten wählen</numerusform>
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
        <translation>Partie bis %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/score_panel.py" line="133"/>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/table/scene.py" line="685"/>
        <source>Last trick: %1</source>
        <translation>Letzter Stich: %1</translation>
    </message>
</context>
<context>
    <name>Trump</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="138"/>
        <source>No trump</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="140"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Trumpf: %1</translation>
    </message>
</context>
</TS>
