<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>About</name>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="29"/>
        <source>Wikipedia, “Binokel” (the three-hand game after Grupp, 1994; the two-hand Altenburg rules)</source>
        <extracomment>a source of the rules: keep the titles (Wikipedia, “Binokel”) as they are, translate the note in brackets</extracomment>
        <translation>Wikipedia, “Binokel” (the three-hand game after Grupp, 1994; the two-hand Altenburg rules)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="32"/>
        <source>Wikipedia, “Bezique”; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</source>
        <extracomment>a source of the rules: titles of articles and books, left as they are</extracomment>
        <translation>Wikipedia, “Bezique”; Foster, Complete Hoyle; Parlett, The Penguin Book of Card Games</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="35"/>
        <source>Swabian club and tournament rule sheets (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</source>
        <extracomment>a source of the rules; the web addresses stay as they are</extracomment>
        <translation>Swabian club and tournament rule sheets (schwaebisch-schwaetza.de, bsv-ennahofen.de, binokel.c-sys.de, binokel-palast.de)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="53"/>
        <source>Binokel and Bézique for the desktop.</source>
        <translation>Binokel and Bézique for the desktop.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="54"/>
        <source>Free software under the MIT licence: you may use, copy, change and share it.</source>
        <translation>Free software under the MIT licence: you may use, copy, change and share it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="56"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="57"/>
        <source>The rules follow these sources; where they leave a question open, every choice is a house rule in the New Game dialog:</source>
        <translation>The rules follow these sources; where they leave a question open, every choice is a house rule in the New Game dialog:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="59"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="60"/>
        <source>Every card is drawn by the program’s own code, after the Württemberg pattern (C. L. Wüst, about 1865) and the French pattern; no third-party card images are used.</source>
        <translation>Every card is drawn by the program’s own code, after the Württemberg pattern (C. L. Wüst, about 1865) and the French pattern; no third-party card images are used.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/about_dialog.py" line="102"/>
        <source>About Binokel Desktop</source>
        <translation>About Binokel Desktop</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="83"/>
        <source>&amp;About Binokel Desktop</source>
        <translation>&amp;About Binokel Desktop</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="130"/>
        <source>&amp;Aids</source>
        <translation>&amp;Aids</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="131"/>
        <source>Hand &amp;order</source>
        <translation>Hand &amp;order</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="133"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="134"/>
        <source>Take back also with several people</source>
        <translation>Take back also with several people</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="135"/>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="136"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="137"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="138"/>
        <source>Review the last deal…</source>
        <translation>Review the last deal…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="139"/>
        <source>House rules of our own…</source>
        <translation>House rules of our own…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="140"/>
        <source>Play a forced card by itself</source>
        <translation>Play a forced card by itself</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="141"/>
        <source>Trumps first</source>
        <translation>Trumps first</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="142"/>
        <source>Trumps last</source>
        <translation>Trumps last</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="143"/>
        <source>High to low</source>
        <translation>High to low</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="144"/>
        <source>Low to high</source>
        <translation>Low to high</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="145"/>
        <source>Alternate red and black suits</source>
        <translation>Alternate red and black suits</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="148"/>
        <source>Undo back to your previous decision in this deal (Ctrl+Z)</source>
        <translation>Undo back to your previous decision in this deal (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="150"/>
        <source>Show the previous trick: who played what (L, or click a pile of won cards)</source>
        <translation>Show the previous trick: who played what (L, or click a pile of won cards)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="152"/>
        <source>Show or hide the game log beside the table</source>
        <translation>Show or hide the game log beside the table</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="153"/>
        <source>All hands, the tricks one by one, and whether the declarer could have won (Ctrl+R)</source>
        <translation>All hands, the tricks one by one, and whether the declarer could have won (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="156"/>
        <source>What a strong player would do in your place (H); nothing is played</source>
        <translation>What a strong player would do in your place (H); nothing is played</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="278"/>
        <source>Review this deal…</source>
        <translation>Review this deal…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/aids.py" line="352"/>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="52"/>
        <source>No trick has been played in this deal yet.</source>
        <translation>No trick has been played in this deal yet.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/last_trick.py" line="78"/>
        <source>Click or press a key to close.</source>
        <translation>Click or press a key to close.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="72"/>
        <source>Last trick (%1): you took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number; the count is its card points</extracomment>
        <translation>
            <numerusform>Last trick (%1): you took it, %n point</numerusform>
            <numerusform>Last trick (%1): you took it, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="74"/>
        <source>Last trick (%1): %2 took it, %n point(s)</source>
        <extracomment>%1 is the trick&apos;s number, %2 another player&apos;s name (never you); the count is its points</extracomment>
        <translation>
            <numerusform>Last trick (%1): %2 took it, %n point</numerusform>
            <numerusform>Last trick (%1): %2 took it, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BeziqueMeld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="38"/>
        <source>Seven of trumps</source>
        <translation>Seven of trumps</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="39"/>
        <source>Marriage</source>
        <translation>Marriage</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="40"/>
        <source>Royal marriage</source>
        <translation>Royal marriage</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="41"/>
        <source>Sequence</source>
        <translation>Sequence</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="42"/>
        <source>Bezique</source>
        <translation>Bezique</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="43"/>
        <source>Grand bezique</source>
        <translation>Grand bezique</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="44"/>
        <source>Double bezique</source>
        <translation>Double bezique</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="45"/>
        <source>Four Aces</source>
        <translation>Four Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="46"/>
        <source>Four Kings</source>
        <translation>Four Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="47"/>
        <source>Four Queens</source>
        <translation>Four Queens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="48"/>
        <source>Four Jacks</source>
        <translation>Four Jacks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="49"/>
        <source>Eight Aces</source>
        <translation>Eight Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="50"/>
        <source>Eight Kings</source>
        <translation>Eight Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="51"/>
        <source>Eight Queens</source>
        <translation>Eight Queens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="52"/>
        <source>Eight Jacks</source>
        <translation>Eight Jacks</translation>
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
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="70"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="76"/>
        <source>Bid %1</source>
        <translation>Bid %1</translation>
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
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="300"/>
        <source>Raise</source>
        <translation>Raise</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="301"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="303"/>
        <source>After taking the dabb</source>
        <translation>After taking the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="304"/>
        <source>After naming trump</source>
        <translation>After naming trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="306"/>
        <source>To the nearest ten</source>
        <translation>To the nearest ten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="307"/>
        <source>No rounding</source>
        <translation>No rounding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="309"/>
        <source>Exact points</source>
        <translation>Exact points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="310"/>
        <source>Rounded points</source>
        <translation>Rounded points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="312"/>
        <source>Own value</source>
        <translation>Own value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="313"/>
        <source>Twice the single</source>
        <translation>Twice the single</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="315"/>
        <source>Another deal</source>
        <translation>Another deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="316"/>
        <source>Higher bidder wins</source>
        <translation>Higher bidder wins</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="318"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="319"/>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="321"/>
        <source>Final trick</source>
        <translation>Final trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="322"/>
        <source>Last trick before the talon runs out</source>
        <translation>Last trick before the talon runs out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="324"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="325"/>
        <source>Brisques (Aces and Tens)</source>
        <translation>Brisques (Aces and Tens)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="327"/>
        <source>End of the deal</source>
        <translation>End of the deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="328"/>
        <source>At once</source>
        <translation>At once</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="330"/>
        <source>Alternate</source>
        <translation>Alternate</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="331"/>
        <source>Winner of the last trick</source>
        <translation>Winner of the last trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="333"/>
        <source>All tricks of the phase</source>
        <translation>All tricks of the phase</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../binokel_desktop/ui/coach.py" line="172"/>
        <source>Coac&amp;h</source>
        <extracomment>View menu: show the coach beside the table (for the person the table shows)</extracomment>
        <translation>Coac&amp;h</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="91"/>
        <source>Coach</source>
        <extracomment>the title of the panel beside the table that explains each decision</extracomment>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="107"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="111"/>
        <source>The coach has no advice here; decide as you think best.</source>
        <translation>The coach has no advice here; decide as you think best.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/coach_panel.py" line="114"/>
        <source>When it is your turn, the coach says what it would do and why.</source>
        <translation>When it is your turn, the coach says what it would do and why.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/coach.py" line="63"/>
        <source>you keep %n trump(s) in your hand</source>
        <extracomment>the coach&apos;s reason for keeping trumps; %n counts them</extracomment>
        <translation>
            <numerusform>you keep %n trump in your hand</numerusform>
            <numerusform>you keep %n trumps in your hand</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="122"/>
        <source>Bid up to %1</source>
        <extracomment>the coach&apos;s advice in the auction: bid now, and on up to %1</extracomment>
        <translation>Bid up to %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="123"/>
        <source>Bid %1</source>
        <translation>Bid %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="125"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="127"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="129"/>
        <source>Take the dabb</source>
        <translation>Take the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="131"/>
        <source>Go out with %1 as trump</source>
        <translation>Go out with %1 as trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="134"/>
        <source>Call the %1</source>
        <translation>Call the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="136"/>
        <source>Give the %1</source>
        <translation>Give the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="138"/>
        <source>Lay away %1</source>
        <translation>Lay away %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="141"/>
        <source>Name %1 as trump</source>
        <translation>Name %1 as trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="143"/>
        <source>Announce %1</source>
        <translation>Announce %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="147"/>
        <source>Meld nothing</source>
        <translation>Meld nothing</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="148"/>
        <source>Show %1</source>
        <translation>Show %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="151"/>
        <source>Play the %1</source>
        <translation>Play the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="164"/>
        <source>the hand is likely to make its bid</source>
        <translation>the hand is likely to make its bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="166"/>
        <source>bidding to %1 is made in about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;7&quot;): how often the search made that bid</extracomment>
        <translation>bidding to %1 is made in about %2 of 10 layouts of the hidden cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="174"/>
        <source>the hand is worth holding</source>
        <translation>the hand is worth holding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="176"/>
        <source>with the best trump the hand is worth about %1</source>
        <translation>with the best trump the hand is worth about %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="179"/>
        <source>with %1 as trump the hand is worth about %2</source>
        <extracomment>%1 a suit in running text, %2 points</extracomment>
        <translation>with %1 as trump the hand is worth about %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="186"/>
        <source>the hand is not worth the next bid</source>
        <translation>the hand is not worth the next bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="188"/>
        <source>the hand is not worth %1</source>
        <translation>the hand is not worth %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="190"/>
        <source>bidding %1 is made in only about %2 of 10 layouts of the hidden cards</source>
        <extracomment>%1 a bid, %2 a count out of ten (&quot;2&quot;)</extracomment>
        <translation>bidding %1 is made in only about %2 of 10 layouts of the hidden cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="198"/>
        <source>the cards laid away count for you: their points are safe</source>
        <translation>the cards laid away count for you: their points are safe</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="200"/>
        <source>these keep %1 safe: laid away, they count for you</source>
        <extracomment>%1 card points (&quot;21 points&quot;): what the cards laid away bring in for sure</extracomment>
        <translation>these keep %1 safe: laid away, they count for you</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="217"/>
        <source>a suit goes from your hand: you can trump it</source>
        <translation>a suit goes from your hand: you can trump it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="219"/>
        <source>you keep no %1: you can trump that suit</source>
        <extracomment>%1 one or more suits in running text (&quot;Bells&quot;, &quot;Bells and Leaves&quot;)</extracomment>
        <translation>you keep no %1: you can trump that suit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="226"/>
        <source>your trumps stay in your hand</source>
        <translation>your trumps stay in your hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="239"/>
        <source>with this card you would meld %1</source>
        <extracomment>calling a card (Rufen): %1 the melds with it</extracomment>
        <translation>with this card you would meld %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="241"/>
        <source>with this card you would meld %1 instead of %2</source>
        <extracomment>calling a card (Rufen): %1 the melds with it, %2 without</extracomment>
        <translation>with this card you would meld %1 instead of %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="246"/>
        <source>this trump melds the most</source>
        <translation>this trump melds the most</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="250"/>
        <source>%1 would meld %2</source>
        <extracomment>%1 a suit in running text, %2 points: what the hand melds with that suit as trump</extracomment>
        <translation>%1 would meld %2</translation>
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
        <translation>going out costs less than playing on</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="264"/>
        <source>going out scores about %1, playing on about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;−80&quot;, &quot;−230&quot;)</extracomment>
        <translation>going out scores about %1, playing on about %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="272"/>
        <source>playing on scores about %1</source>
        <extracomment>%1 an expected score with its sign (&quot;+260&quot;)</extracomment>
        <translation>playing on scores about %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="274"/>
        <source>playing on scores more than going out</source>
        <translation>playing on scores more than going out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="276"/>
        <source>playing on scores about %1, going out about %2</source>
        <extracomment>%1 and %2 expected scores with their sign (&quot;+120&quot;, &quot;−80&quot;)</extracomment>
        <translation>playing on scores about %1, going out about %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="289"/>
        <source>this contract scores more than the plain game</source>
        <translation>this contract scores more than the plain game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="293"/>
        <source>%1 scores about %2</source>
        <extracomment>%1 a contract&apos;s name (&quot;Bettel&quot;), %2 an expected score with its sign</extracomment>
        <translation>%1 scores about %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="295"/>
        <source>%1 scores about %2, the plain game about %3</source>
        <extracomment>%1 a contract&apos;s name (&quot;Durch&quot;), %2 and %3 expected scores with their sign</extracomment>
        <translation>%1 scores about %2, the plain game about %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="308"/>
        <source>the rules leave you only this card</source>
        <translation>the rules leave you only this card</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="314"/>
        <source>the highest card left in its suit: a sure trick</source>
        <translation>the highest card left in its suit: a sure trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="316"/>
        <source>the highest card of %1 left: a sure trick</source>
        <extracomment>%1 a suit in running text (&quot;Leaves&quot;)</extracomment>
        <translation>the highest card of %1 left: a sure trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="321"/>
        <source>nobody can beat this card: a sure trick</source>
        <translation>nobody can beat this card: a sure trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="335"/>
        <source>your partner takes this trick: give them points</source>
        <translation>your partner takes this trick: give them points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="338"/>
        <source>smear %1 on your partner&apos;s trick</source>
        <extracomment>%1 card points (&quot;10 points&quot;)</extracomment>
        <translation>smear %1 on your partner&apos;s trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="340"/>
        <source>smear %1 on the trick of your partner %2</source>
        <extracomment>%1 card points (&quot;10 points&quot;), %2 the partner&apos;s name</extracomment>
        <translation>smear %1 on the trick of your partner %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="345"/>
        <source>keep your trumps to take tricks later</source>
        <translation>keep your trumps to take tricks later</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="349"/>
        <source>the cheapest card that still takes the trick</source>
        <translation>the cheapest card that still takes the trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="355"/>
        <source>the trick is lost anyway: give as few points as you can</source>
        <translation>the trick is lost anyway: give as few points as you can</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="357"/>
        <source>the trick is lost anyway: this gives away only %1</source>
        <extracomment>%1 card points (&quot;2 points&quot;): what the card gives to the side taking the trick</extracomment>
        <translation>the trick is lost anyway: this gives away only %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="364"/>
        <source>lead your longest suit</source>
        <translation>lead your longest suit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="366"/>
        <source>lead your longest suit, %1</source>
        <extracomment>%1 a suit in running text</extracomment>
        <translation>lead your longest suit, %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="373"/>
        <source>melds count only when shown: show them all</source>
        <translation>melds count only when shown: show them all</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="375"/>
        <source>melds count only when shown: together they are worth %1</source>
        <extracomment>%1 points of melds</extracomment>
        <translation>melds count only when shown: together they are worth %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="382"/>
        <source>of all the choices it scores best</source>
        <translation>of all the choices it scores best</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="384"/>
        <source>of all the choices it scores best: about %1 for your side</source>
        <extracomment>%1 an expected score with its sign (&quot;+40&quot;)</extracomment>
        <translation>of all the choices it scores best: about %1 for your side</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="422"/>
        <source>About even: either is fine</source>
        <translation>About even: either is fine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="424"/>
        <source>Sure</source>
        <translation>Sure</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="426"/>
        <source>Fairly sure</source>
        <translation>Fairly sure</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/coach.py" line="427"/>
        <source>Not very sure: it depends on the hidden cards</source>
        <translation>Not very sure: it depends on the hidden cards</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="10"/>
        <source>Suit game</source>
        <translation>Suit game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="11"/>
        <source>Going out</source>
        <translation>Going out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="12"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="13"/>
        <source>Open Durch</source>
        <translation>Open Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="14"/>
        <source>Open Durch from hand</source>
        <translation>Open Durch from hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="15"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="18"/>
        <source>Name trump and reach your bid with melds and card points.</source>
        <translation>Name trump and reach your bid with melds and card points.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="20"/>
        <source>Going out (abgehen): give up the deal and lose your bid.</source>
        <translation>Going out (abgehen): give up the deal and lose your bid.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="22"/>
        <source>Durch: win every trick, without trump, after taking the dabb.</source>
        <translation>Durch: win every trick, without trump, after taking the dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="24"/>
        <source>Open Durch: win every trick with your hand shown to all.</source>
        <translation>Open Durch: win every trick with your hand shown to all.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="26"/>
        <source>Open Durch from hand: win every trick, hand shown, without the dabb.</source>
        <translation>Open Durch from hand: win every trick, hand shown, without the dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="28"/>
        <source>Bettel: take no trick at all, without trump.</source>
        <translation>Bettel: take no trick at all, without trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="36"/>
        <source>Abandoning</source>
        <translation>Abandoning</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="144"/>
        <source>Württemberg (German suits)</source>
        <translation>Württemberg (German suits)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="145"/>
        <source>French</source>
        <translation>French</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="146"/>
        <source>French, four colours</source>
        <translation>French, four colours</translation>
    </message>
</context>
<context>
    <name>Folder</name>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="133"/>
        <source>Binokel is already open</source>
        <translation>Binokel is already open</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="134"/>
        <source>The game is already open in another window. Two windows on one data folder would overwrite each other&apos;s game.</source>
        <translation>The game is already open in another window. Two windows on one data folder would overwrite each other&apos;s game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="139"/>
        <source>Data folder: %1</source>
        <extracomment>%1 is the data folder&apos;s path</extracomment>
        <translation>Data folder: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="140"/>
        <source>Look read-only</source>
        <translation>Look read-only</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="142"/>
        <source>Use another folder…</source>
        <translation>Use another folder…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="144"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="193"/>
        <source>Another data folder</source>
        <translation>Another data folder</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/single_window.py" line="201"/>
        <source>A read-only look: the game is open in another window, and nothing done here is kept.</source>
        <translation>A read-only look: the game is open in another window, and nothing done here is kept.</translation>
    </message>
</context>
<context>
    <name>FrenchRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="55"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="56"/>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="57"/>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="58"/>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="59"/>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="60"/>
        <source>Nine</source>
        <translation>Nine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="61"/>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="62"/>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
</context>
<context>
    <name>FrenchRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="78"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="79"/>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="80"/>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="81"/>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="82"/>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="83"/>
        <source>Nine</source>
        <translation>Nine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="84"/>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="85"/>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="598"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="52"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins!&quot;, &quot;Anna and Lena win!&quot; (never you)</extracomment>
        <translation>
            <numerusform>%1 wins!</numerusform>
            <numerusform>%1 win!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="538"/>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="540"/>
        <source>You and %1 win!</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names)</extracomment>
        <translation>You and %1 win!</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="604"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="605"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>GermanRank</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="45"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="46"/>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="47"/>
        <source>King</source>
        <translation>King</translation>
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
        <translation>Nine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="51"/>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="52"/>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
</context>
<context>
    <name>GermanRankInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="68"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="69"/>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="70"/>
        <source>King</source>
        <translation>King</translation>
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
        <translation>Nine</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="74"/>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="75"/>
        <source>Seven</source>
        <translation>Seven</translation>
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
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="76"/>
        <source>Bid the value on the bid button</source>
        <translation>Bid the value on the bid button</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="77"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="78"/>
        <source>Take the dabb</source>
        <translation>Take the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="79"/>
        <source>Lay away the chosen cards</source>
        <translation>Lay away the chosen cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="80"/>
        <source>Press the decision buttons, counted from the left (each button&apos;s tool tip names its key)</source>
        <translation>Press the decision buttons, counted from the left (each button&apos;s tool tip names its key)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="83"/>
        <source>Move among the cards you may choose</source>
        <translation>Move among the cards you may choose</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="85"/>
        <source>Play or pick the card chosen with the arrows; when every card to lay away is picked, %1 lays them away</source>
        <extracomment>%1 is the Return key&apos;s name on the keyboard (&quot;Return&quot;, &quot;Invio&quot;)</extracomment>
        <translation>Play or pick the card chosen with the arrows; when every card to lay away is picked, %1 lays them away</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="88"/>
        <source>On the screen between two people&apos;s turns: show the cards of the person named</source>
        <translation>On the screen between two people&apos;s turns: show the cards of the person named</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="90"/>
        <source>Hint: what a strong player would do (nothing is played)</source>
        <translation>Hint: what a strong player would do (nothing is played)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="92"/>
        <source>Show the last trick</source>
        <translation>Show the last trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="93"/>
        <source>Take back to your previous decision</source>
        <translation>Take back to your previous decision</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="94"/>
        <source>Show or hide the game log</source>
        <translation>Show or hide the game log</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="95"/>
        <source>Review the last deal</source>
        <translation>Review the last deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="96"/>
        <source>In the review: the previous or next trick</source>
        <translation>In the review: the previous or next trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="98"/>
        <source>House rules of your own</source>
        <translation>House rules of your own</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="99"/>
        <source>Play a forced card automatically (on or off)</source>
        <translation>Play a forced card automatically (on or off)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="100"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="101"/>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="102"/>
        <source>Save the game under a name</source>
        <translation>Save the game under a name</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="103"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="104"/>
        <source>Full screen (on or off)</source>
        <translation>Full screen (on or off)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="105"/>
        <source>These rules</source>
        <translation>These rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="145"/>
        <source>Cards in the deck</source>
        <translation>Cards in the deck</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="176"/>
        <source>Melds:</source>
        <translation>Melds:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/help_window.py" line="245"/>
        <source>Binokel — rules and glossary</source>
        <translation>Binokel — rules and glossary</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="36"/>
        <source>No hint could be found here; decide as you think best.</source>
        <translation>No hint could be found here; decide as you think best.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="48"/>
        <source>bid %1</source>
        <translation>bid %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="50"/>
        <source>hold</source>
        <translation>hold</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="52"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="54"/>
        <source>take the dabb</source>
        <translation>take the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="56"/>
        <source>go out with %1 as trump</source>
        <translation>go out with %1 as trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="59"/>
        <source>call the %1</source>
        <translation>call the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="61"/>
        <source>give the %1</source>
        <translation>give the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="63"/>
        <source>lay away %1</source>
        <translation>lay away %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="67"/>
        <source>name %1 as trump</source>
        <translation>name %1 as trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="69"/>
        <source>announce %1</source>
        <translation>announce %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="74"/>
        <source>meld nothing</source>
        <translation>meld nothing</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="77"/>
        <source>show %1</source>
        <translation>show %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="80"/>
        <source>play the %1</source>
        <translation>play the %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="83"/>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="86"/>
        <source>(the hand is worth bidding up to %1)</source>
        <translation>(the hand is worth bidding up to %1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/hints.py" line="89"/>
        <source>(the hand is not worth a bid)</source>
        <translation>(the hand is not worth a bid)</translation>
    </message>
</context>
<context>
    <name>HouseRuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="150"/>
        <source>The file could not be written or read.</source>
        <translation>The file could not be written or read.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="152"/>
        <source>It is not a Binokel house-rule file.</source>
        <translation>It is not a Binokel house-rule file.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="154"/>
        <source>It was made by a newer Binokel Desktop.</source>
        <translation>It was made by a newer Binokel Desktop.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="156"/>
        <source>The rule set has no name.</source>
        <translation>The rule set has no name.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="159"/>
        <source>The name is longer than %1 characters.</source>
        <extracomment>%1 is the longest name allowed, in characters</extracomment>
        <translation>The name is longer than %1 characters.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="162"/>
        <source>The file holds no rules.</source>
        <translation>The file holds no rules.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="164"/>
        <source>It is made for a game this program does not know.</source>
        <translation>It is made for a game this program does not know.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="166"/>
        <source>The cards or the deal differ from the game these rules are based on; house rules change the rules, not the cards.</source>
        <translation>The cards or the deal differ from the game these rules are based on; house rules change the rules, not the cards.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="169"/>
        <source>The file is too large to be a rule set.</source>
        <translation>The file is too large to be a rule set.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="171"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="173"/>
        <source>It is damaged or not a house-rule file.</source>
        <translation>It is damaged or not a house-rule file.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="174"/>
        <source>One of its rules has a name or a value this program does not know.</source>
        <translation>One of its rules has a name or a value this program does not know.</translation>
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
        <translation>Bettel, forehand leads</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="51"/>
        <source>Grand Binokel 80</source>
        <translation>Grand Binokel 80</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="52"/>
        <source>Going out: half the bid</source>
        <translation>Going out: half the bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="53"/>
        <source>Going out: +50</source>
        <translation>Going out: +50</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="54"/>
        <source>Game to 1000</source>
        <translation>Game to 1000</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="55"/>
        <source>No undertrumping</source>
        <translation>No undertrumping</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="56"/>
        <source>Contract on rounded points</source>
        <translation>Contract on rounded points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="57"/>
        <source>Doubled melds twice the single</source>
        <translation>Doubled melds twice the single</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="58"/>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="59"/>
        <source>Tournament penalties</source>
        <translation>Tournament penalties</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="60"/>
        <source>Four hands: dealer +200</source>
        <translation>Four hands: dealer +200</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="61"/>
        <source>Going out: +40</source>
        <translation>Going out: +40</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="62"/>
        <source>Graduated eights</source>
        <translation>Graduated eights</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="63"/>
        <source>Beat the suit led after a ruff</source>
        <translation>Beat the suit led after a ruff</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="64"/>
        <source>Cross: partner&apos;s trick frees you</source>
        <translation>Cross: partner&apos;s trick frees you</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="65"/>
        <source>40 cards: trump before laying away</source>
        <translation>40 cards: trump before laying away</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="66"/>
        <source>Altenburg: must win the last tricks</source>
        <translation>Altenburg: must win the last tricks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="67"/>
        <source>Bézique: bonus on the 24th trick</source>
        <translation>Bézique: bonus on the 24th trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="68"/>
        <source>Bézique: quartets of four suits</source>
        <translation>Bézique: quartets of four suits</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="69"/>
        <source>Bézique: other bezique in ♠ and ♦</source>
        <translation>Bézique: other bezique in ♠ and ♦</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="70"/>
        <source>Bézique: brisques at once</source>
        <translation>Bézique: brisques at once</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="71"/>
        <source>Bézique: last trick&apos;s winner deals</source>
        <translation>Bézique: last trick&apos;s winner deals</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="92"/>
        <source>House rules of our own</source>
        <translation>House rules of our own</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="97"/>
        <source>Start from:</source>
        <translation>Start from:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="100"/>
        <source>e.g. Grandma&apos;s rules</source>
        <translation>e.g. Grandma&apos;s rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="101"/>
        <source>Name of our game:</source>
        <translation>Name of our game:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="120"/>
        <source>Save as our game</source>
        <translation>Save as our game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="121"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="122"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="123"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="129"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="151"/>
        <source>Ready-made: %1</source>
        <translation>Ready-made: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="158"/>
        <source>Ours: %1</source>
        <translation>Ours: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="292"/>
        <source>Give our game a name first.</source>
        <translation>Give our game a name first.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="300"/>
        <source>Not saved: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="304"/>
        <source>Saved “%1”. Choose it under Game in the New Game dialog.</source>
        <translation>Saved “%1”. Choose it under Game in the New Game dialog.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="316"/>
        <source>Deleted “%1”.</source>
        <translation>Deleted “%1”.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="324"/>
        <source>Not exported: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>Not exported: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="327"/>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="338"/>
        <source>The file was refused, nothing was changed: %1</source>
        <extracomment>%1 says why in a sentence of its own</extracomment>
        <translation>The file was refused, nothing was changed: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="343"/>
        <source>Imported “%1”.</source>
        <translation>Imported “%1”.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="350"/>
        <source>Export house rules</source>
        <translation>Export house rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="351"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="359"/>
        <source>House rules (*.json)</source>
        <translation>House rules (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="358"/>
        <location filename="../binokel_desktop/ui/house_rules_dialog.py" line="361"/>
        <source>Import house rules</source>
        <translation>Import house rules</translation>
    </message>
</context>
<context>
    <name>Illegal</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="82"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="83"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="84"/>
        <source>That is not possible at this point of the deal.</source>
        <translation>That is not possible at this point of the deal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="86"/>
        <source>Your bid must be higher than the bid so far.</source>
        <translation>Your bid must be higher than the bid so far.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="88"/>
        <source>Bids go up in fixed steps; this value is not one of them.</source>
        <translation>Bids go up in fixed steps; this value is not one of them.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="90"/>
        <source>That bid is higher than allowed.</source>
        <translation>That bid is higher than allowed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="91"/>
        <source>Forehand must open the bidding and may not pass.</source>
        <translation>Forehand must open the bidding and may not pass.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="93"/>
        <source>You cannot hold: nobody has bid against you.</source>
        <translation>You cannot hold: nobody has bid against you.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="95"/>
        <source>You must hold the bid or pass.</source>
        <translation>You must hold the bid or pass.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="97"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="98"/>
        <source>You must put away exactly as many cards as you took from the dabb.</source>
        <translation>You must put away exactly as many cards as you took from the dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="100"/>
        <source>You cannot go out now.</source>
        <translation>You cannot go out now.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="102"/>
        <source>This contract is not allowed here.</source>
        <translation>This contract is not allowed here.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="104"/>
        <source>Trump has already been named.</source>
        <translation>Trump has already been named.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="106"/>
        <source>You may not call that card.</source>
        <translation>You may not call that card.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="108"/>
        <source>You may not give back the called card.</source>
        <translation>You may not give back the called card.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="134"/>
        <source>Carte blanche may only be shown before the first trick, with no face card in hand.</source>
        <translation>Carte blanche may only be shown before the first trick, with no face card in hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="110"/>
        <source>You do not hold the cards for these melds.</source>
        <translation>You do not hold the cards for these melds.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="112"/>
        <source>You must follow suit.</source>
        <translation>You must follow suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="113"/>
        <source>You must head the trick with a higher card.</source>
        <translation>You must head the trick with a higher card.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="115"/>
        <source>You cannot follow suit, so you must trump.</source>
        <translation>You cannot follow suit, so you must trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="117"/>
        <source>You must beat the trump already played.</source>
        <translation>You must beat the trump already played.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="119"/>
        <source>That move is not known.</source>
        <translation>That move is not known.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="120"/>
        <source>Only the winner of the last trick may declare.</source>
        <translation>Only the winner of the last trick may declare.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="122"/>
        <source>Once the talon is used up, nothing more may be declared.</source>
        <translation>Once the talon is used up, nothing more may be declared.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="124"/>
        <source>You may declare only once after each trick you win.</source>
        <translation>You may declare only once after each trick you win.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="126"/>
        <source>These cards do not form a declaration.</source>
        <translation>These cards do not form a declaration.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="128"/>
        <source>A declaration needs at least one card not yet declared in it.</source>
        <translation>A declaration needs at least one card not yet declared in it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="130"/>
        <source>A card may not be declared twice in the same kind of declaration.</source>
        <translation>A card may not be declared twice in the same kind of declaration.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="132"/>
        <source>You cannot show or exchange the seven of trumps now.</source>
        <translation>You cannot show or exchange the seven of trumps now.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="137"/>
        <source>You must draw a card from the talon first.</source>
        <translation>You must draw a card from the talon first.</translation>
    </message>
</context>
<context>
    <name>Kept</name>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="23"/>
        <source>The settings</source>
        <translation>The settings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="24"/>
        <source>The statistics</source>
        <translation>The statistics</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="25"/>
        <source>The saved house rules</source>
        <translation>The saved house rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="26"/>
        <source>The window&apos;s place</source>
        <translation>The window&apos;s place</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="27"/>
        <source>The play aids&apos; choices</source>
        <translation>The play aids&apos; choices</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="29"/>
        <source>The file %1</source>
        <translation>The file %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="38"/>
        <source>%1: written by a newer Binokel Desktop, so not used here. The file is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file (&quot;The statistics (statistics.json)&quot;)</extracomment>
        <translation>%1: written by a newer Binokel Desktop, so not used here. The file is kept under a name of its own before anything new is written.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="43"/>
        <source>%1: some values could not be used (%2) and were mended; the rest is kept, and the file as it was is kept under a name of its own.</source>
        <extracomment>%1 names the file, %2 lists what was mended (player names, setting names)</extracomment>
        <translation>%1: some values could not be used (%2) and were mended; the rest is kept, and the file as it was is kept under a name of its own.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="48"/>
        <source>%1: some sets cannot be used by this version (%2). They are left out of the lists and stay in the file as they are.</source>
        <extracomment>%1 names the file, %2 the titles of the sets left out</extracomment>
        <translation>%1: some sets cannot be used by this version (%2). They are left out of the lists and stay in the file as they are.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="53"/>
        <source>%1: the file could not be read, so it is not used. It is kept under a name of its own before anything new is written.</source>
        <extracomment>%1 names the file</extracomment>
        <translation>%1: the file could not be read, so it is not used. It is kept under a name of its own before anything new is written.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/store_notices.py" line="91"/>
        <source>A kept file could not be read</source>
        <translation>A kept file could not be read</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="18"/>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="19"/>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="20"/>
        <source>The dabb</source>
        <translation>The dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="21"/>
        <source>Laying away</source>
        <translation>Laying away</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="22"/>
        <source>Naming trump</source>
        <translation>Naming trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="23"/>
        <source>Melding</source>
        <translation>Melding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="24"/>
        <source>Leading a trick</source>
        <translation>Leading a trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="25"/>
        <source>Following suit and heading</source>
        <translation>Following suit and heading</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="26"/>
        <source>Trumping and overtrumping</source>
        <translation>Trumping and overtrumping</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="27"/>
        <source>The last trick</source>
        <translation>The last trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="28"/>
        <source>The score</source>
        <translation>The score</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="32"/>
        <source>Whoever bids highest becomes the declarer and plays alone against the other two. Your cards are good: press “%1”. The others will pass.</source>
        <translation>Whoever bids highest becomes the declarer and plays alone against the other two. Your cards are good: press “%1”. The others will pass.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="35"/>
        <source>You won the auction: you are the declarer. The three cards in the middle are the dabb, and they are yours: take them.</source>
        <translation>You won the auction: you are the declarer. The three cards in the middle are the dabb, and they are yours: take them.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="38"/>
        <source>Now lay away three cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Now lay away three cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="41"/>
        <source>Name trump: that suit beats every other suit. Each button shows what your melds are worth with it.</source>
        <translation>Name trump: that suit beats every other suit. Each button shows what your melds are worth with it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="44"/>
        <source>Show your melds: they are listed on your name plate, and they count once you win a trick. The others show theirs after you.</source>
        <translation>Show your melds: they are listed on your name plate, and they count once you win a trick. The others show theirs after you.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="47"/>
        <source>You lead: play any card. The highest card of the suit led wins the trick, unless someone plays a trump.</source>
        <translation>You lead: play any card. The highest card of the suit led wins the trick, unless someone plays a trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="50"/>
        <source>Follow suit: play a card of the suit led. If you can beat the best card in the trick, you must (heading). The lit cards are the ones you may play.</source>
        <translation>Follow suit: play a card of the suit led. If you can beat the best card in the trick, you must (heading). The lit cards are the ones you may play.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="53"/>
        <source>You have no card of the suit led, so you must play a trump. If a trump lies there already, beat it if you can (overtrumping).</source>
        <translation>You have no card of the suit led, so you must play a trump. If a trump lies there already, beat it if you can (overtrumping).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="56"/>
        <source>Your last card. Whoever wins the last trick scores 10 points more.</source>
        <translation>Your last card. Whoever wins the last trick scores 10 points more.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="58"/>
        <source>The deal is scored: the points in your tricks and your melds. The declarer needs at least the bid, or loses it twice. The bar at the top keeps the totals.</source>
        <translation>The deal is scored: the points in your tricks and your melds. The declarer needs at least the bid, or loses it twice. The bar at the top keeps the totals.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="66"/>
        <source>Whoever bids highest becomes the declarer. Forehand opens at 150; each bid is 10 more, and the one asked may hold or pass. Press Bid or Hold: the others will pass.</source>
        <translation>Whoever bids highest becomes the declarer. Forehand opens at 150; each bid is 10 more, and the one asked may hold or pass. Press Bid or Hold: the others will pass.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="70"/>
        <source>You won the auction: you are the declarer. The four cards of the dabb are shown to everyone, then they go into your hand.</source>
        <translation>You won the auction: you are the declarer. The four cards of the dabb are shown to everyone, then they go into your hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="73"/>
        <source>Now lay away four cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</source>
        <translation>Now lay away four cards face down: click them, then the button. Their points count for you at the end. Marked cards belong to melds: keep them.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="79"/>
        <source>bidding, declarer</source>
        <translation>bidding, declarer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="80"/>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="81"/>
        <source>dabb</source>
        <translation>dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="82"/>
        <source>laying away</source>
        <translation>laying away</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="83"/>
        <source>trump</source>
        <translation>trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="84"/>
        <source>melds</source>
        <translation>melds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="85"/>
        <source>trick</source>
        <translation>trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="86"/>
        <source>following suit, heading</source>
        <translation>following suit, heading</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="87"/>
        <source>trumping, overtrumping</source>
        <translation>trumping, overtrumping</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="88"/>
        <source>the last trick</source>
        <translation>the last trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="89"/>
        <source>scoring</source>
        <translation>scoring</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="112"/>
        <source>In the rules (F1): %1</source>
        <extracomment>a link under a lesson&apos;s step; %1 names the words (&quot;dabb&quot;, &quot;trump&quot;), lower case</extracomment>
        <translation>In the rules (F1): %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="119"/>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the small line above a lesson&apos;s step</extracomment>
        <translation>Learn to play · step %1 of %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="124"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Learn to play…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="129"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="134"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="139"/>
        <source>Skip lesson</source>
        <translation>Skip lesson</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="144"/>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="149"/>
        <source>A short guided game against two easy computer players: each step is explained as it comes. Which game do you want to learn?</source>
        <translation>A short guided game against two easy computer players: each step is explained as it comes. Which game do you want to learn?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="157"/>
        <source>Continue where you stopped: %1, step %2 of %3</source>
        <extracomment>%1 is a game (&quot;Binokel for three&quot;), %2 and %3 the step reached and the number of steps</extracomment>
        <translation>Continue where you stopped: %1, step %2 of %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/lessons.py" line="163"/>
        <source>Well done: you have played your first deal. A new game waits in the Game menu.</source>
        <translation>Well done: you have played your first deal. A new game waits in the Game menu.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="11"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="12"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="13"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="14"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="15"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>LevelStrength</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="40"/>
        <source>%1: the gentlest level, where the strength ladder starts (0 points per deal).</source>
        <extracomment>%1 is the level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>%1: the gentlest level, where the strength ladder starts (0 points per deal).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/strength.py" line="52"/>
        <source>%1 and %2 play within chance of each other: %5 points per deal for %1 over %3 duplicate deals in %4 (95 % interval %6 to %7).</source>
        <extracomment>%1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 %1&apos;s lead per deal (&quot;+3.3&quot;); %6 to %7 its 95 % interval (&quot;−0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>%1 and %2 play within chance of each other: %5 points per deal for %1 over %3 duplicate deals in %4 (95 % interval %6 to %7).</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="77"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.</source>
        <extracomment>%n points; %1, %2 levels (&quot;Expert&quot;, &quot;Hard&quot;); %3 deals (&quot;1,200&quot;); %4 the game&apos;s title; %5 to %6 the 95 % interval of the difference (&quot;+0.1&quot;, &quot;+6.7&quot;)</extracomment>
        <translation>
            <numerusform>%1: wins about %n more point per deal than %2 (measured over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.</numerusform>
            <numerusform>%1: wins about %n more points per deal than %2 (measured over %3 duplicate deals in %4): a small difference, 95 % interval %5 to %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="81"/>
        <source>%1: wins about %n more point(s) per deal than %2 (measured over %3 duplicate deals in %4).</source>
        <extracomment>%n points; %1, %2 levels (&quot;Medium&quot;, &quot;Easy&quot;); %3 deals (&quot;1,000&quot;); %4 the game&apos;s title</extracomment>
        <translation>
            <numerusform>%1: wins about %n more point per deal than %2 (measured over %3 duplicate deals in %4).</numerusform>
            <numerusform>%1: wins about %n more points per deal than %2 (measured over %3 duplicate deals in %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/strength.py" line="84"/>
        <source>Strength: about %n point(s) per deal above %1.</source>
        <extracomment>%n points per deal; %1 the first level&apos;s name (&quot;Easy&quot;)</extracomment>
        <translation>
            <numerusform>Strength: about %n point per deal above %1.</numerusform>
            <numerusform>Strength: about %n points per deal above %1.</numerusform>
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
        <translation>Deal %1, dealt by %2</translation>
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
        <translation>You meld nothing</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="138"/>
        <source>%1 melds nothing</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 melds nothing</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="104"/>
        <source>You win the bidding at %1</source>
        <extracomment>%1 is the winning bid</extracomment>
        <translation>You win the bidding at %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="106"/>
        <source>%1 wins the bidding at %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the winning bid</extracomment>
        <translation>%1 wins the bidding at %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="205"/>
        <source>Everybody passed; the deal is void</source>
        <translation>Everybody passed; the deal is void</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="207"/>
        <source>The dabb: %1</source>
        <translation>The dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="109"/>
        <source>You take the dabb</source>
        <translation>You take the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="111"/>
        <source>%1 takes the dabb</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 takes the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="213"/>
        <source>A card was called; you hand it over</source>
        <translation>A card was called; you hand it over</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="215"/>
        <source>A card was called; %1 hands it over</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>A card was called; %1 hands it over</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="114"/>
        <source>You name trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>You name trump: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="173"/>
        <source>You exchange the trump seven for %1</source>
        <extracomment>%1 is the card taken for the trump seven, in running text</extracomment>
        <translation>You exchange the trump seven for %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="255"/>
        <source>You win the game</source>
        <translation>You win the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="257"/>
        <source>You and %1 win the game</source>
        <extracomment>%1 is your partner&apos;s name (or partners&apos; names joined with &quot;and&quot;)</extracomment>
        <translation>You and %1 win the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="277"/>
        <source>Deal won (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Deal won (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="279"/>
        <source>Deal lost (%1): %2</source>
        <extracomment>%1 is the bid or contract value, %2 each party&apos;s score change</extracomment>
        <translation>Deal lost (%1): %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="211"/>
        <source>A card was called; nobody holds it</source>
        <translation>A card was called; nobody holds it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="200"/>
        <source>Deal %1, dealt by you</source>
        <translation>Deal %1, dealt by you</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="119"/>
        <source>You are given a card face down</source>
        <translation>You are given a card face down</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="121"/>
        <source>%1 is given a card face down</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 is given a card face down</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="116"/>
        <source>%1 names trump: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text</extracomment>
        <translation>%1 names trump: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="130"/>
        <source>You announce: %1</source>
        <extracomment>%1 is the contract (Durch, Bettel …)</extracomment>
        <translation>You announce: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="132"/>
        <source>%1 announces: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the contract</extracomment>
        <translation>%1 announces: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="141"/>
        <source>You meld: %1</source>
        <extracomment>%1 lists the melds and their points</extracomment>
        <translation>You meld: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="143"/>
        <source>%1 melds: %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the melds and their points</extracomment>
        <translation>%1 melds: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="55"/>
        <source>Trick %1: %2 — you take it (%n point(s))</source>
        <extracomment>%1 is the trick&apos;s number, %2 the cards played; the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Trick %1: %2 — you take it (%n point)</numerusform>
            <numerusform>Trick %1: %2 — you take it (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="58"/>
        <source>Trick %1: %2 — %3 takes it (%n point(s))</source>
        <extracomment>%1 the trick&apos;s number, %2 the cards played, %3 another player&apos;s name (never you); the count is the trick&apos;s card points</extracomment>
        <translation>
            <numerusform>Trick %1: %2 — %3 takes it (%n point)</numerusform>
            <numerusform>Trick %1: %2 — %3 takes it (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="60"/>
        <source>You lay away %n card(s)</source>
        <extracomment>the count is the cards laid away (gedrückt)</extracomment>
        <translation>
            <numerusform>You lay away %n card</numerusform>
            <numerusform>You lay away %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="62"/>
        <source>%1 lays away %n card(s)</source>
        <extracomment>%1 is another player&apos;s name (never you); the count is the cards laid away</extracomment>
        <translation>
            <numerusform>%1 lays away %n card</numerusform>
            <numerusform>%1 lays away %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="64"/>
        <source>You declare %1: %n point(s)</source>
        <extracomment>%1 is the meld (talon games); the count is its points</extracomment>
        <translation>
            <numerusform>You declare %1: %n point</numerusform>
            <numerusform>You declare %1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="66"/>
        <source>%1 declares %2: %n point(s)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the meld; the count is its points</extracomment>
        <translation>
            <numerusform>%1 declares %2: %n point</numerusform>
            <numerusform>%1 declares %2: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/narration.py" line="69"/>
        <source>%1 wins the game</source>
        <extracomment>%1 is the winner&apos;s name, or the winners&apos; names joined (&quot;Anna and Lena&quot;); the count chooses the verb: &quot;Anna wins the game&quot;, &quot;Anna and Lena win the game&quot; (never you)</extracomment>
        <translation>
            <numerusform>%1 wins the game</numerusform>
            <numerusform>%1 win the game</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="148"/>
        <source>You take the trick</source>
        <translation>You take the trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="150"/>
        <source>%1 takes the trick</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 takes the trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="217"/>
        <source>Turned up for trump: %1</source>
        <translation>Turned up for trump: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="176"/>
        <source>%1 exchanges the trump seven for %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the card taken, in running text</extracomment>
        <translation>%1 exchanges the trump seven for %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="181"/>
        <source>You take the turned-up %1</source>
        <extracomment>%1 is the turned-up card, in running text</extracomment>
        <translation>You take the turned-up %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="184"/>
        <source>%1 takes the turned-up %2</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the turned-up card, in running text</extracomment>
        <translation>%1 takes the turned-up %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="219"/>
        <source>The talon is used up</source>
        <translation>The talon is used up</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="189"/>
        <source>You claim to have reached the target (%1)</source>
        <extracomment>%1 is the score claimed</extracomment>
        <translation>You claim to have reached the target (%1)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="191"/>
        <source>%1 claims to have reached the target (%2)</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the score claimed</extracomment>
        <translation>%1 claims to have reached the target (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/narration.py" line="274"/>
        <source>Deal scored: %1</source>
        <extracomment>a deal of a game without declarer or bid (Altenburg, Bézique): %1 each party&apos;s score change</extracomment>
        <translation>Deal scored: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/game_log.py" line="103"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
</context>
<context>
    <name>Meld</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="15"/>
        <source>Diss (trump seven)</source>
        <translation>Diss (trump seven)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="16"/>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="17"/>
        <source>Trump pair</source>
        <translation>Trump pair</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="18"/>
        <source>Family</source>
        <translation>Family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="19"/>
        <source>Trump family</source>
        <translation>Trump family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="20"/>
        <source>Double family</source>
        <translation>Double family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="21"/>
        <source>Double trump family</source>
        <translation>Double trump family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="22"/>
        <source>Trump family (quint major)</source>
        <translation>Trump family (quint major)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="23"/>
        <source>Binokel</source>
        <translation>Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="24"/>
        <source>Grand Binokel</source>
        <translation>Grand Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="25"/>
        <source>Double Binokel</source>
        <translation>Double Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="26"/>
        <source>Four Aces</source>
        <translation>Four Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="27"/>
        <source>Four Kings</source>
        <translation>Four Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="28"/>
        <source>Four Obers</source>
        <translation>Four Obers</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="29"/>
        <source>Four Unters</source>
        <translation>Four Unters</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="30"/>
        <source>Eight Aces</source>
        <translation>Eight Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="31"/>
        <source>Eight Tens</source>
        <translation>Eight Tens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="32"/>
        <source>Eight Kings</source>
        <translation>Eight Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="33"/>
        <source>Eight Obers</source>
        <translation>Eight Obers</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="34"/>
        <source>Eight Unters</source>
        <translation>Eight Unters</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="35"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="59"/>
        <source>Four Queens</source>
        <translation>Four Queens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="60"/>
        <source>Four Jacks</source>
        <translation>Four Jacks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="61"/>
        <source>Eight Queens</source>
        <translation>Eight Queens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/melds.py" line="62"/>
        <source>Eight Jacks</source>
        <translation>Eight Jacks</translation>
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
            <numerusform>Trick %1: the %2 instead of the %3 cost you about %n point.</numerusform>
            <numerusform>Trick %1: the %2 instead of the %3 cost you about %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="17"/>
        <source>Trick %1: the %2 was worth about %n point(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n points</extracomment>
        <translation>
            <numerusform>Trick %1: the %2 was worth about %n point more than the %3.</numerusform>
            <numerusform>Trick %1: the %2 was worth about %n points more than the %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="20"/>
        <source>Trick %1: the %2 instead of the %3 cost you %n trick(s).</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the best card there; %n tricks</extracomment>
        <translation>
            <numerusform>Trick %1: the %2 instead of the %3 cost you %n trick.</numerusform>
            <numerusform>Trick %1: the %2 instead of the %3 cost you %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/moments.py" line="22"/>
        <source>Trick %1: the %2 was worth %n trick(s) more than the %3.</source>
        <extracomment>%1 the trick&apos;s number, %2 the card played, %3 the weakest card there; %n tricks</extracomment>
        <translation>
            <numerusform>Trick %1: the %2 was worth %n trick more than the %3.</numerusform>
            <numerusform>Trick %1: the %2 was worth %n tricks more than the %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="27"/>
        <source>Moments that mattered</source>
        <translation>Moments that mattered</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="32"/>
        <source>Looking at your decisions…</source>
        <translation>Looking at your decisions…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="37"/>
        <source>None of your cards changed the result much.</source>
        <translation>None of your cards changed the result much.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="42"/>
        <source>Your decisions could not be looked at this time.</source>
        <translation>Your decisions could not be looked at this time.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="47"/>
        <source>Show in review</source>
        <translation>Show in review</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/moments.py" line="53"/>
        <source>Open the deal review at trick %1</source>
        <extracomment>%1 the trick&apos;s number</extracomment>
        <translation>Open the deal review at trick %1</translation>
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
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="78"/>
        <source>talon</source>
        <translation>talon</translation>
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
        <translation>on</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="92"/>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="111"/>
        <source>Changed from %1: %2</source>
        <extracomment>%1 is the base game&apos;s title, %2 the list of changed rules with their values</extracomment>
        <translation>Changed from %1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="155"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="169"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="181"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="208"/>
        <source>Cards:</source>
        <translation>Cards:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="211"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="213"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="214"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="215"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="247"/>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="117"/>
        <source>Point at a rule to read what it means.</source>
        <translation>Point at a rule to read what it means.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="270"/>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="273"/>
        <source>Defaults</source>
        <translation>Defaults</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="275"/>
        <source>Restore the house rules and target of the chosen game.</source>
        <translation>Restore the house rules and target of the chosen game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="294"/>
        <source>Hide</source>
        <translation>Hide</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="295"/>
        <source>Change…</source>
        <translation>Change…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="347"/>
        <source>%1 (changed)</source>
        <extracomment>%1 is the chosen set of house rules (a game&apos;s title or a family&apos;s own set)</extracomment>
        <translation>%1 (changed)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="348"/>
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="432"/>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="105"/>
        <source>These rules cannot be played:</source>
        <translation>These rules cannot be played:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="557"/>
        <source>Several people play: give each person a name of their own, so the table can say whose turn it is.</source>
        <translation>Several people play: give each person a name of their own, so the table can say whose turn it is.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/new_game_dialog.py" line="570"/>
        <source>Partners: %1 and %2 against %3 and %4.</source>
        <extracomment>%1 … %4 are the players&apos; names as typed; %1 may be &quot;Du&quot;/&quot;Tu&quot; (you)</extracomment>
        <translation>Partners: %1 and %2 against %3 and %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="65"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="66"/>
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="67"/>
        <source>dabb of %n card(s)</source>
        <translation>
            <numerusform>dabb of %n card</numerusform>
            <numerusform>dabb of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="68"/>
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n card in the deck</numerusform>
            <numerusform>%n cards in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="70"/>
        <source> point(s)</source>
        <extracomment>the unit after the target number in its box (&quot; points&quot;), with its leading space</extracomment>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="31"/>
        <source>Ranks in the deck</source>
        <translation>Ranks in the deck</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="32"/>
        <source>Which ranks are played; two copies of each card.</source>
        <translation>Which ranks are played; two copies of each card.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="33"/>
        <source>French card names</source>
        <translation>French card names</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="34"/>
        <source>Name the cards Queen and Jack, Clubs and Spades, as in Bézique.</source>
        <translation>Name the cards Queen and Jack, Clubs and Spades, as in Bézique.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="37"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="38"/>
        <source>How many sit at the table.</source>
        <translation>How many sit at the table.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="39"/>
        <source>Dealer sits out</source>
        <translation>Dealer sits out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="40"/>
        <source>With four at the table the dealer gets no cards in that deal.</source>
        <translation>With four at the table the dealer gets no cards in that deal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="42"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="43"/>
        <source>Partners sit opposite and score together.</source>
        <translation>Partners sit opposite and score together.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="44"/>
        <source>Cards per hand</source>
        <translation>Cards per hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="45"/>
        <source>How many cards each player is dealt.</source>
        <translation>How many cards each player is dealt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="46"/>
        <source>Cards in the dabb</source>
        <translation>Cards in the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="47"/>
        <source>The dabb (the widow) is laid aside face down for the winner of the bidding.</source>
        <translation>The dabb (the widow) is laid aside face down for the winner of the bidding.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="49"/>
        <source>Dealing packets</source>
        <translation>Dealing packets</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="50"/>
        <source>In which packets the cards and the dabb are dealt.</source>
        <translation>In which packets the cards and the dabb are dealt.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="53"/>
        <source>Bidding style</source>
        <translation>Bidding style</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="54"/>
        <source>Raise: every call names a higher value. Hold: the earlier player may hold the value named, as in Skat.</source>
        <translation>Raise: every call names a higher value. Hold: the earlier player may hold the value named, as in Skat.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="57"/>
        <source>Lowest bid</source>
        <translation>Lowest bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="58"/>
        <source>The value the bidding (reizen) starts at.</source>
        <translation>The value the bidding (reizen) starts at.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="59"/>
        <source>Bid step</source>
        <translation>Bid step</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="60"/>
        <source>Bids go up in steps of this many points.</source>
        <translation>Bids go up in steps of this many points.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="61"/>
        <source>Jump bids</source>
        <translation>Jump bids</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="62"/>
        <source>A bid may raise by more than one step.</source>
        <translation>A bid may raise by more than one step.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="63"/>
        <source>Highest bid</source>
        <translation>Highest bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="64"/>
        <source>The highest value anybody may bid.</source>
        <translation>The highest value anybody may bid.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="65"/>
        <source>Forehand must open</source>
        <translation>Forehand must open</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="66"/>
        <source>The player after the dealer must open with the lowest bid and may not pass first.</source>
        <translation>The player after the dealer must open with the lowest bid and may not pass first.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="69"/>
        <source>Warn after passed-out deals</source>
        <translation>Warn after passed-out deals</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="70"/>
        <source>After this many deals in a row that everybody passed, the game says so and offers to change the rules (0: never).</source>
        <translation>After this many deals in a row that everybody passed, the game says so and offers to change the rules (0: never).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="74"/>
        <source>Show the dabb to all</source>
        <translation>Show the dabb to all</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="75"/>
        <source>The dabb is turned face up before the declarer takes it.</source>
        <translation>The dabb is turned face up before the declarer takes it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="77"/>
        <source>Going out allowed</source>
        <translation>Going out allowed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="78"/>
        <source>The declarer may give up the deal (abgehen) and lose only the bid.</source>
        <translation>The declarer may give up the deal (abgehen) and lose only the bid.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="80"/>
        <source>When going out is allowed</source>
        <translation>When going out is allowed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="81"/>
        <source>Right after taking the dabb, or only after discarding and naming trump.</source>
        <translation>Right after taking the dabb, or only after discarding and naming trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="83"/>
        <source>Going-out bonus</source>
        <translation>Going-out bonus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="84"/>
        <source>Points each opponent (or team) gets on top of its melds when the declarer goes out.</source>
        <translation>Points each opponent (or team) gets on top of its melds when the declarer goes out.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="86"/>
        <source>Bonus is half the bid</source>
        <translation>Bonus is half the bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="87"/>
        <source>When the declarer goes out, opponents get half the bid instead of the fixed bonus.</source>
        <translation>When the declarer goes out, opponents get half the bid instead of the fixed bonus.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="91"/>
        <source>Discards count for the declarer</source>
        <translation>Discards count for the declarer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="92"/>
        <source>The card points of the cards put away (gedrückt) count for the declarer.</source>
        <translation>The card points of the cards put away (gedrückt) count for the declarer.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="94"/>
        <source>Trump before discarding</source>
        <translation>Trump before discarding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="95"/>
        <source>The declarer names trump first and then discards or goes out.</source>
        <translation>The declarer names trump first and then discards or goes out.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="98"/>
        <source>Melds need a trick</source>
        <translation>Melds need a trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="99"/>
        <source>Melds only count for a player who wins at least one trick.</source>
        <translation>Melds only count for a player who wins at least one trick.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="101"/>
        <source>Grand Binokel</source>
        <translation>Grand Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="102"/>
        <source>King and Ober of Leaves with the Unter of Bells score as Grand Binokel.</source>
        <translation>King and Ober of Leaves with the Unter of Bells score as Grand Binokel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="105"/>
        <location filename="../binokel_desktop/ui/texts/options.py" line="126"/>
        <source>Double family</source>
        <translation>Double family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="106"/>
        <source>Both families of one suit score as a double family.</source>
        <translation>Both families of one suit score as a double family.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="108"/>
        <source>Ranks for eight of a kind</source>
        <translation>Ranks for eight of a kind</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="109"/>
        <source>Which ranks score when a player holds all eight cards of them.</source>
        <translation>Which ranks score when a player holds all eight cards of them.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="111"/>
        <source>Doubled melds</source>
        <translation>Doubled melds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="112"/>
        <source>Double families and eights score their own flat value, or simply twice the single meld.</source>
        <translation>Double families and eights score their own flat value, or simply twice the single meld.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="115"/>
        <source>Diss (trump seven)</source>
        <translation>Diss (trump seven)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="116"/>
        <source>Value of each seven of trumps.</source>
        <translation>Value of each seven of trumps.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="117"/>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="118"/>
        <source>Value of King and Ober of one suit.</source>
        <translation>Value of King and Ober of one suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="119"/>
        <source>Trump pair</source>
        <translation>Trump pair</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="120"/>
        <source>Value of King and Ober of trumps.</source>
        <translation>Value of King and Ober of trumps.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="121"/>
        <source>Family</source>
        <translation>Family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="122"/>
        <source>Value of Ace, Ten, King, Ober and Unter of one suit.</source>
        <translation>Value of Ace, Ten, King, Ober and Unter of one suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="124"/>
        <source>Trump family</source>
        <translation>Trump family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="125"/>
        <source>Value of a family in trumps.</source>
        <translation>Value of a family in trumps.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="127"/>
        <source>Value of both families of one suit.</source>
        <translation>Value of both families of one suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="128"/>
        <source>Double trump family</source>
        <translation>Double trump family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="129"/>
        <source>Value of both families of trumps.</source>
        <translation>Value of both families of trumps.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="130"/>
        <source>Binokel</source>
        <translation>Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="131"/>
        <source>Value of the Ober of Leaves with the Unter of Bells (in Bézique: Queen of Spades and Jack of Diamonds).</source>
        <translation>Value of the Ober of Leaves with the Unter of Bells (in Bézique: Queen of Spades and Jack of Diamonds).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="134"/>
        <source>Grand Binokel value</source>
        <translation>Grand Binokel value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="135"/>
        <source>Value of King and Ober of Leaves with the Unter of Bells.</source>
        <translation>Value of King and Ober of Leaves with the Unter of Bells.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="137"/>
        <source>Double Binokel</source>
        <translation>Double Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="138"/>
        <source>Value of both Binokels.</source>
        <translation>Value of both Binokels.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="139"/>
        <source>Four Aces</source>
        <translation>Four Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="140"/>
        <source>Value of four Aces.</source>
        <translation>Value of four Aces.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="141"/>
        <source>Four Kings</source>
        <translation>Four Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="142"/>
        <source>Value of four Kings.</source>
        <translation>Value of four Kings.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="143"/>
        <source>Four Obers</source>
        <translation>Four Obers</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="144"/>
        <source>Value of four Obers (Queens).</source>
        <translation>Value of four Obers (Queens).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="145"/>
        <source>Four Unters</source>
        <translation>Four Unters</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="146"/>
        <source>Value of four Unters (Jacks).</source>
        <translation>Value of four Unters (Jacks).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="147"/>
        <source>Eight Aces</source>
        <translation>Eight Aces</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="148"/>
        <source>Value of all eight Aces.</source>
        <translation>Value of all eight Aces.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="149"/>
        <source>Eight Tens</source>
        <translation>Eight Tens</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="150"/>
        <source>Value of all eight Tens.</source>
        <translation>Value of all eight Tens.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="151"/>
        <source>Eight Kings</source>
        <translation>Eight Kings</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="152"/>
        <source>Value of all eight Kings.</source>
        <translation>Value of all eight Kings.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="153"/>
        <source>Eight Obers</source>
        <translation>Eight Obers</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="154"/>
        <source>Value of all eight Obers (Queens).</source>
        <translation>Value of all eight Obers (Queens).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="155"/>
        <source>Eight Unters</source>
        <translation>Eight Unters</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="156"/>
        <source>Value of all eight Unters (Jacks).</source>
        <translation>Value of all eight Unters (Jacks).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="158"/>
        <source>Must head the trick</source>
        <translation>Must head the trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="159"/>
        <source>A player who follows suit must play a higher card if he has one (Stichzwang).</source>
        <translation>A player who follows suit must play a higher card if he has one (Stichzwang).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="161"/>
        <source>Must trump</source>
        <translation>Must trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="162"/>
        <source>A player who cannot follow suit must play a trump (Trumpfzwang).</source>
        <translation>A player who cannot follow suit must play a trump (Trumpfzwang).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="164"/>
        <source>Must overtrump</source>
        <translation>Must overtrump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="165"/>
        <source>A player who trumps must beat a trump already in the trick if he can.</source>
        <translation>A player who trumps must beat a trump already in the trick if he can.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="167"/>
        <source>Must undertrump</source>
        <translation>Must undertrump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="168"/>
        <source>A player who cannot overtrump must still play a lower trump.</source>
        <translation>A player who cannot overtrump must still play a lower trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="170"/>
        <source>Head even after a trump</source>
        <translation>Head even after a trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="171"/>
        <source>Following suit, you must still beat the highest card of the suit led after someone trumped.</source>
        <translation>Following suit, you must still beat the highest card of the suit led after someone trumped.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="174"/>
        <source>Partner exemption</source>
        <translation>Partner exemption</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="175"/>
        <source>While your partner wins the trick you need not head, trump or overtrump.</source>
        <translation>While your partner wins the trick you need not head, trump or overtrump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="177"/>
        <source>Last-trick bonus</source>
        <translation>Last-trick bonus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="178"/>
        <source>Points for winning the last trick.</source>
        <translation>Points for winning the last trick.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="180"/>
        <source>Rounding of card points</source>
        <translation>Rounding of card points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="181"/>
        <source>Card points are rounded to the nearest ten (a 5 rounds up), or not at all.</source>
        <translation>Card points are rounded to the nearest ten (a 5 rounds up), or not at all.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="183"/>
        <source>Bid checked on</source>
        <translation>Bid checked on</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="184"/>
        <source>Whether the bid is made is judged on exact or on rounded card points.</source>
        <translation>Whether the bid is made is judged on exact or on rounded card points.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="186"/>
        <source>Failed bid costs (times the bid)</source>
        <translation>Failed bid costs (times the bid)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="187"/>
        <source>A declarer who misses the bid loses this many times the bid (&quot;in den Keller&quot;).</source>
        <translation>A declarer who misses the bid loses this many times the bid (&quot;in den Keller&quot;).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="189"/>
        <source>Play to</source>
        <translation>Play to</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="190"/>
        <source>The game ends when a player reaches this score.</source>
        <translation>The game ends when a player reaches this score.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="191"/>
        <source>Going out may end the game</source>
        <translation>Going out may end the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="192"/>
        <source>A deal given up by going out can still end the game.</source>
        <translation>A deal given up by going out can still end the game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="194"/>
        <source>Tie at the target</source>
        <translation>Tie at the target</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="195"/>
        <source>When two reach the target with the same score: play another deal, or the higher bidder wins.</source>
        <translation>When two reach the target with the same score: play another deal, or the higher bidder wins.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="197"/>
        <source>Bonus for the dealer sitting out</source>
        <translation>Bonus for the dealer sitting out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="198"/>
        <source>Points the dealer gets for a deal he sits out.</source>
        <translation>Points the dealer gets for a deal he sits out.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="200"/>
        <source>Tournament penalties</source>
        <translation>Tournament penalties</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="201"/>
        <source>A wrong discard or a revoke is not refused but punished, as at a tournament.</source>
        <translation>A wrong discard or a revoke is not refused but punished, as at a tournament.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="205"/>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="206"/>
        <source>The declarer may play to win every trick, without trump.</source>
        <translation>The declarer may play to win every trick, without trump.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="208"/>
        <source>Durch value</source>
        <translation>Durch value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="209"/>
        <source>Value of a Durch played with the dabb, hand hidden.</source>
        <translation>Value of a Durch played with the dabb, hand hidden.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="211"/>
        <source>Open Durch value</source>
        <translation>Open Durch value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="212"/>
        <source>Value of a Durch with the hand shown before the first trick.</source>
        <translation>Value of a Durch with the hand shown before the first trick.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="214"/>
        <source>Open Durch from hand value</source>
        <translation>Open Durch from hand value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="215"/>
        <source>Value of an open Durch played without taking the dabb.</source>
        <translation>Value of an open Durch played without taking the dabb.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="217"/>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="218"/>
        <source>The declarer may play to take no trick at all.</source>
        <translation>The declarer may play to take no trick at all.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="219"/>
        <source>Bettel value</source>
        <translation>Bettel value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="220"/>
        <source>Value of a Bettel.</source>
        <translation>Value of a Bettel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="221"/>
        <source>Who leads a Bettel</source>
        <translation>Who leads a Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="222"/>
        <source>The declarer or forehand leads the first trick of a Bettel.</source>
        <translation>The declarer or forehand leads the first trick of a Bettel.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="224"/>
        <source>Calling a card (Rufen)</source>
        <translation>Calling a card (Rufen)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="225"/>
        <source>The declarer may call a card he lacks; whoever holds it must hand it over.</source>
        <translation>The declarer may call a card he lacks; whoever holds it must hand it over.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="227"/>
        <source>Lowest bid with Rufen</source>
        <translation>Lowest bid with Rufen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="228"/>
        <source>The bidding starts here when calling a card is allowed.</source>
        <translation>The bidding starts here when calling a card is allowed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="231"/>
        <source>Must win tricks at the end</source>
        <translation>Must win tricks at the end</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="232"/>
        <source>Once the talon is used up, a player must win the trick if he can.</source>
        <translation>Once the talon is used up, a player must win the trick if he can.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="234"/>
        <source>Bonus for which trick</source>
        <translation>Bonus for which trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="235"/>
        <source>The last-trick bonus goes to the final trick, or to the last trick before the talon runs out.</source>
        <translation>The last-trick bonus goes to the final trick, or to the last trick before the talon runs out.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="238"/>
        <source>Win in the middle of a deal</source>
        <translation>Win in the middle of a deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="239"/>
        <source>A player who reaches the target wins at once, without finishing the deal.</source>
        <translation>A player who reaches the target wins at once, without finishing the deal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="241"/>
        <source>Trump family (quint major)</source>
        <translation>Trump family (quint major)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="242"/>
        <source>Value of Ace, Ten, King, Ober and Unter of trumps (in Bézique: the sequence).</source>
        <translation>Value of Ace, Ten, King, Ober and Unter of trumps (in Bézique: the sequence).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="244"/>
        <source>Four of a kind in four suits</source>
        <translation>Four of a kind in four suits</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="245"/>
        <source>Four of a kind needs one card of each suit.</source>
        <translation>Four of a kind needs one card of each suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="248"/>
        <source>Other bezique in Spades and Diamonds</source>
        <translation>Other bezique in Spades and Diamonds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="249"/>
        <source>When Spades or Diamonds are trump, the bezique is the Queen of Clubs with the Jack of Hearts.</source>
        <translation>When Spades or Diamonds are trump, the bezique is the Queen of Clubs with the Jack of Hearts.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="251"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="252"/>
        <source>Count the usual card points, or only Aces and Tens as brisques.</source>
        <translation>Count the usual card points, or only Aces and Tens as brisques.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="254"/>
        <source>Brisque value</source>
        <translation>Brisque value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="255"/>
        <source>Points for each Ace and Ten won, when counting brisques.</source>
        <translation>Points for each Ace and Ten won, when counting brisques.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="257"/>
        <source>When card points count</source>
        <translation>When card points count</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="258"/>
        <source>At the end of the deal, or as soon as each trick is won.</source>
        <translation>At the end of the deal, or as soon as each trick is won.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="260"/>
        <source>Next dealer</source>
        <translation>Next dealer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="261"/>
        <source>The deal alternates, or the winner of the last trick deals next.</source>
        <translation>The deal alternates, or the winner of the last trick deals next.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="263"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="264"/>
        <source>A hand without a face card may be shown for a bonus.</source>
        <translation>A hand without a face card may be shown for a bonus.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="266"/>
        <source>Carte blanche value</source>
        <translation>Carte blanche value</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="267"/>
        <source>Points for showing a carte blanche.</source>
        <translation>Points for showing a carte blanche.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="268"/>
        <source>Cost of a revoke</source>
        <translation>Cost of a revoke</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="269"/>
        <source>With tournament penalties a revoke at the end costs the card points still to come, or every trick of that phase.</source>
        <translation>With tournament penalties a revoke at the end costs the card points still to come, or every trick of that phase.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="276"/>
        <source>Grand bezique</source>
        <translation>Grand bezique</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="277"/>
        <source>Grand bezique value</source>
        <translation>Grand bezique value</translation>
    </message>
</context>
<context>
    <name>Part</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="12"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="13"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="14"/>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="15"/>
        <source>Dabb, going out and trump</source>
        <translation>Dabb, going out and trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="16"/>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="17"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="18"/>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="19"/>
        <source>Special contracts</source>
        <translation>Special contracts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/options.py" line="20"/>
        <source>Two-hand games</source>
        <translation>Two-hand games</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="138"/>
        <source>%1&apos;s turn — click when only %1 is looking</source>
        <extracomment>%1 is the name of the person whose turn it is (never you), twice</extracomment>
        <translation>%1&apos;s turn — click when only %1 is looking</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="110"/>
        <source>Since you last looked:</source>
        <translation>Since you last looked:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="109"/>
        <source>So far:</source>
        <translation>So far:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="136"/>
        <source>Your turn — click when only you are looking</source>
        <translation>Your turn — click when only you are looking</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="145"/>
        <source>That&apos;s me: show my cards</source>
        <translation>That&apos;s me: show my cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/pass_screen.py" line="147"/>
        <source>I am %1: show my cards</source>
        <extracomment>said by the person who clicks: %1 is their name (never you)</extracomment>
        <translation>I am %1: show my cards</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="46"/>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="47"/>
        <source>Taking the dabb</source>
        <translation>Taking the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="48"/>
        <source>Calling a card</source>
        <translation>Calling a card</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="49"/>
        <source>Giving a card back</source>
        <translation>Giving a card back</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="50"/>
        <source>Discarding</source>
        <translation>Discarding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="51"/>
        <source>Naming trump</source>
        <translation>Naming trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="52"/>
        <source>Melding</source>
        <translation>Melding</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="53"/>
        <source>Declaring</source>
        <translation>Declaring</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="54"/>
        <source>Playing tricks</source>
        <translation>Playing tricks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="55"/>
        <source>Deal over</source>
        <translation>Deal over</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rules.py" line="56"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/qt.py" line="35"/>
        <source>%1 point(s)</source>
        <extracomment>%1 is a score, possibly negative (&quot;−30&quot;); the count chooses the form</extracomment>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="10"/>
        <source>Binokel for three</source>
        <translation>Binokel for three</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="11"/>
        <source>Binokel for four, dealer sits out</source>
        <translation>Binokel for four, dealer sits out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="12"/>
        <source>Cross Binokel, two teams</source>
        <translation>Cross Binokel, two teams</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="13"/>
        <source>40-card Binokel for three</source>
        <translation>40-card Binokel for three</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="14"/>
        <source>40-card Binokel for two</source>
        <translation>40-card Binokel for two</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="15"/>
        <source>40-card Binokel for four, two teams</source>
        <translation>40-card Binokel for four, two teams</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="16"/>
        <source>Two-hand Binokel</source>
        <translation>Two-hand Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="17"/>
        <source>Bézique for two</source>
        <translation>Bézique for two</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="20"/>
        <source>The classic Swabian game after Grupp: 48 cards, 15 each, a dabb (the widow) of 3, play to 1500.</source>
        <translation>The classic Swabian game after Grupp: 48 cards, 15 each, a dabb (the widow) of 3, play to 1500.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="23"/>
        <source>Four at the table; the dealer sits out each deal and the other three play the three-hand game.</source>
        <translation>Four at the table; the dealer sits out each deal and the other three play the three-hand game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="26"/>
        <source>Kreuzbinokel: partners sit opposite and score together; 11 cards each and a dabb of 4.</source>
        <translation>Kreuzbinokel: partners sit opposite and score together; 11 cards each and a dabb of 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="29"/>
        <source>Without the sevens: 40 cards, 12 each, a dabb of 4, Skat-like hold bidding and no rounding.</source>
        <translation>Without the sevens: 40 cards, 12 each, a dabb of 4, Skat-like hold bidding and no rounding.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="32"/>
        <source>The 40-card game head to head: 18 cards each and a dabb of 4.</source>
        <translation>The 40-card game head to head: 18 cards each and a dabb of 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="34"/>
        <source>The 40-card game for two teams of two: 9 cards each and a dabb of 4.</source>
        <translation>The 40-card game for two teams of two: 9 cards each and a dabb of 4.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="36"/>
        <source>Two players, 12 cards each and a talon to draw from; declare melds after winning a trick, play to 1000.</source>
        <translation>Two players, 12 cards each and a talon to draw from; declare melds after winning a trick, play to 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="39"/>
        <source>The French cousin: 64 cards, 8 each, a talon, bezique and brisques, play to 1000.</source>
        <translation>The French cousin: 64 cards, 8 each, a talon, bezique and brisques, play to 1000.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/profiles.py" line="58"/>
        <source>A house-rule profile of your own.</source>
        <translation>A house-rule profile of your own.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="173"/>
        <source>Deal review — deal %1</source>
        <translation>Deal review — deal %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="175"/>
        <source>Deal review</source>
        <translation>Deal review</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="176"/>
        <source>Hands as dealt</source>
        <translation>Hands as dealt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="177"/>
        <source>The deal trick by trick</source>
        <translation>The deal trick by trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="179"/>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="180"/>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="181"/>
        <source>The trick before (Left arrow)</source>
        <translation>The trick before (Left arrow)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="182"/>
        <source>The next trick (Right arrow)</source>
        <translation>The next trick (Right arrow)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="183"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="191"/>
        <source>Going through the deal…</source>
        <translation>Going through the deal…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="222"/>
        <source>%1 (declarer)</source>
        <translation>%1 (declarer)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="228"/>
        <source>Dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="229"/>
        <source>Laid away</source>
        <translation>Laid away</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="271"/>
        <source>No card was played in this deal.</source>
        <translation>No card was played in this deal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="317"/>
        <source>Trick %1 of %2</source>
        <extracomment>%1 the trick being gone through, %2 the tricks in the deal</extracomment>
        <translation>Trick %1 of %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="400"/>
        <source>Looking closer at the first tricks; this can take a few minutes.</source>
        <translation>Looking closer at the first tricks; this can take a few minutes.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="359"/>
        <source>Trick %1 of %2 — you take it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks in the deal</extracomment>
        <translation>Trick %1 of %2 — you take it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="362"/>
        <source>Trick %1 of %2 — %3 takes it</source>
        <extracomment>%1 is the trick&apos;s number, %2 the number of tricks, %3 another player&apos;s name (never you)</extracomment>
        <translation>Trick %1 of %2 — %3 takes it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="368"/>
        <source>The review could not be finished; the game is not affected.</source>
        <translation>The review could not be finished; the game is not affected.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="384"/>
        <source>Could I have won?</source>
        <translation>Could I have won?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="386"/>
        <source>Could I have beaten it?</source>
        <translation>Could I have beaten it?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="388"/>
        <source>Could we have beaten it?</source>
        <translation>Could we have beaten it?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="389"/>
        <source>Could it have gone otherwise?</source>
        <translation>Could it have gone otherwise?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="413"/>
        <source>This game has no declarer and no contract: the hands and tricks are shown, there is nothing to search.</source>
        <translation>This game has no declarer and no contract: the hands and tricks are shown, there is nothing to search.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="416"/>
        <source>There was no card play to search in this deal.</source>
        <translation>There was no card play to search in this deal.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="418"/>
        <source>This deal was too close to judge card by card.</source>
        <translation>This deal was too close to judge card by card.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="422"/>
        <source>The opening lead was too close to judge; this is from the next card on.</source>
        <translation>The opening lead was too close to judge; this is from the next card on.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="426"/>
        <source>The first cards were too close to judge; this is from card %1 of trick %2 on.</source>
        <extracomment>%1 is a card&apos;s place in its trick (2 or more), %2 the trick&apos;s number</extracomment>
        <translation>The first cards were too close to judge; this is from card %1 of trick %2 on.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="431"/>
        <source>The first tricks were too close to judge; this is from trick %1 on.</source>
        <translation>The first tricks were too close to judge; this is from trick %1 on.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="447"/>
        <source>Not every card could be judged: the fight was too close.</source>
        <translation>Not every card could be judged: the fight was too close.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="463"/>
        <source>You made it</source>
        <translation>You made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="465"/>
        <source>%1 made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="468"/>
        <source>With best play you would have made it</source>
        <translation>With best play you would have made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="470"/>
        <source>With best play %1 would have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>With best play %1 would have made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="475"/>
        <source>The defence gave you a chance to make it</source>
        <translation>The defence gave you a chance to make it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="477"/>
        <source>The defence gave %1 a chance to make it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>The defence gave %1 a chance to make it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="480"/>
        <source>Against the best defence you could not have made it</source>
        <translation>Against the best defence you could not have made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="483"/>
        <source>Against the best defence %1 could not have made it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>Against the best defence %1 could not have made it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="496"/>
        <source>You beat it</source>
        <comment>one defender</comment>
        <translation>You beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="497"/>
        <source>You beat it</source>
        <translation>You beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="495"/>
        <source>The defenders beat it</source>
        <translation>The defenders beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="502"/>
        <source>You could have beaten it</source>
        <translation>You could have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="500"/>
        <source>The defenders could have beaten it</source>
        <translation>The defenders could have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="507"/>
        <source>You gave the defenders a chance to beat it</source>
        <translation>You gave the defenders a chance to beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="517"/>
        <source>%1 gave you a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 gave you a chance to beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="510"/>
        <source>%1 gave the defenders a chance to beat it</source>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 gave the defenders a chance to beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="521"/>
        <source>You could not have beaten it</source>
        <translation>You could not have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="519"/>
        <source>The defenders could not have beaten it</source>
        <translation>The defenders could not have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="439"/>
        <source>No card decided whether the game was made.</source>
        <translation>No card decided whether the game was made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="501"/>
        <source>You could have beaten it</source>
        <comment>one defender</comment>
        <translation>You could have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="515"/>
        <source>%1 gave you a chance to beat it</source>
        <comment>one defender</comment>
        <extracomment>%1 is the declarer&apos;s name (never you)</extracomment>
        <translation>%1 gave you a chance to beat it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="520"/>
        <source>You could not have beaten it</source>
        <comment>one defender</comment>
        <translation>You could not have beaten it</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="549"/>
        <source>at trick %1 your %2 cost you %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 its cost (&quot;28 points&quot;)</extracomment>
        <translation>at trick %1 your %2 cost you %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="552"/>
        <source>at trick %1 %4&apos;s %2 cost %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 its cost (&quot;28 points&quot;), %4 the name of who played it (never you)</extracomment>
        <translation>at trick %1 %4&apos;s %2 cost %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="555"/>
        <source>at trick %1 your %2 cost you the game</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>at trick %1 your %2 cost you the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="557"/>
        <source>at trick %1 %4&apos;s %2 cost the game</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>at trick %1 %4&apos;s %2 cost the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="560"/>
        <source>at trick %1 your %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 your card, %3 what it gave away (&quot;12 points&quot;)</extracomment>
        <translation>at trick %1 your %2 gave away %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="563"/>
        <source>at trick %1 %4&apos;s %2 gave away %3</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %3 what it gave away, %4 who played it (never you)</extracomment>
        <translation>at trick %1 %4&apos;s %2 gave away %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="566"/>
        <source>at trick %1 your %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 your card</extracomment>
        <translation>at trick %1 your %2 let it through</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_review.py" line="568"/>
        <source>at trick %1 %4&apos;s %2 let it through</source>
        <extracomment>%1 the trick&apos;s number, %2 the card, %4 who played it (never you)</extracomment>
        <translation>at trick %1 %4&apos;s %2 let it through</translation>
    </message>
</context>
<context>
    <name>RuleProblem</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="33"/>
        <source>%1 or %2</source>
        <extracomment>joins two allowed player counts: &quot;2 or 3&quot;</extracomment>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="45"/>
        <source>%1 is outside %2–%3</source>
        <extracomment>%1 is the value set, %2 and %3 the lowest and highest allowed</extracomment>
        <translation>%1 is outside %2–%3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="48"/>
        <source>%1 is above “%2” (%3)</source>
        <extracomment>%1 is the value set, %2 the label of another rule, %3 that rule&apos;s value</extracomment>
        <translation>%1 is above “%2” (%3)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="51"/>
        <source>the deck needs at least one rank</source>
        <translation>the deck needs at least one rank</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="53"/>
        <source>each rank may appear once</source>
        <translation>each rank may appear once</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="55"/>
        <source>some of its ranks are not in the deck</source>
        <translation>some of its ranks are not in the deck</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="57"/>
        <source>the talon games have exactly 2 players, no teams and no sitting-out dealer</source>
        <translation>the talon games have exactly 2 players, no teams and no sitting-out dealer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="60"/>
        <source>teams and a sitting-out dealer exclude each other</source>
        <translation>teams and a sitting-out dealer exclude each other</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="63"/>
        <source>%1: a game without teams has %2 players</source>
        <extracomment>%1 is the number of players set, %2 the allowed numbers (&quot;2 or 3&quot;)</extracomment>
        <translation>%1: a game without teams has %2 players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="66"/>
        <source>%1: a game with teams has %2 players</source>
        <translation>%1: a game with teams has %2 players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="70"/>
        <source>%1: a game with a sitting-out dealer has %2 players</source>
        <translation>%1: a game with a sitting-out dealer has %2 players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="73"/>
        <source>the deal is not possible</source>
        <translation>the deal is not possible</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="76"/>
        <source>%1, but the deal gives each hand %2 cards</source>
        <extracomment>%1 is the hand size set, %2 the cards the deal gives each hand</extracomment>
        <translation>%1, but the deal gives each hand %2 cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="81"/>
        <source>%1, but the deal lays %2 cards into the dabb</source>
        <extracomment>%1 is the dabb size set, %2 the cards the deal lays into the dabb</extracomment>
        <translation>%1, but the deal lays %2 cards into the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="84"/>
        <source>the talon games have no dabb</source>
        <translation>the talon games have no dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="88"/>
        <source>hands of %1 leave %2 of %3 cards for the talon; it needs an even number, at least 2</source>
        <extracomment>%1 cards per hand, %2 cards left for the talon, %3 cards in the deck</extracomment>
        <translation>hands of %1 leave %2 of %3 cards for the talon; it needs an even number, at least 2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="93"/>
        <source>the deal gives out %1 + %2 cards, the deck has %3</source>
        <extracomment>%1 cards in the hands, %2 in the dabb, %3 in the deck</extracomment>
        <translation>the deal gives out %1 + %2 cards, the deck has %3</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/rule_problems.py" line="97"/>
        <source>this value cannot be played</source>
        <translation>this value cannot be played</translation>
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
        <translation>The file is larger than %1 MB; no saved game is that big.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="36"/>
        <source>The file is damaged or not a Binokel file.</source>
        <translation>The file is damaged or not a Binokel file.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="39"/>
        <source>The file is a game record, not a saved game: open it with %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Open record…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>The file is a game record, not a saved game: open it with %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="42"/>
        <source>The file is not a Binokel saved game.</source>
        <translation>The file is not a Binokel saved game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="45"/>
        <source>The file is of version %1, made by a newer Binokel Desktop; this version reads only versions 1 to %2.</source>
        <extracomment>%1 is the file&apos;s version, %2 the newest version this program reads</extracomment>
        <translation>The file is of version %1, made by a newer Binokel Desktop; this version reads only versions 1 to %2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="50"/>
        <source>The field “%1” in the file has a wrong value.</source>
        <extracomment>%1 is the name of a field inside the file (&quot;seed&quot;, &quot;dealer&quot;), left as it is</extracomment>
        <translation>The field “%1” in the file has a wrong value.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="54"/>
        <source>Move %1 in the file breaks the rules.</source>
        <extracomment>%1 is the number of the move, counted from the start of the game</extracomment>
        <translation>Move %1 in the file breaks the rules.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="57"/>
        <source>The scores do not follow from the moves: the file was changed by hand or damaged.</source>
        <translation>The scores do not follow from the moves: the file was changed by hand or damaged.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="60"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="62"/>
        <source>The game record in the file is damaged.</source>
        <translation>The game record in the file is damaged.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="65"/>
        <source>The file is damaged or was changed by hand.</source>
        <translation>The file is damaged or was changed by hand.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="85"/>
        <source>Unfinished game</source>
        <translation>Unfinished game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="86"/>
        <source>Continue the unfinished game?</source>
        <translation>Continue the unfinished game?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="104"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="105"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="143"/>
        <source>The record ends here.</source>
        <translation>The record ends here.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="172"/>
        <source>Saving failed (%1): the game goes on, but it is not saved.</source>
        <translation>Saving failed (%1): the game goes on, but it is not saved.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="182"/>
        <source>Saving failed</source>
        <translation>Saving failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="226"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="305"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="317"/>
        <source>Save as</source>
        <translation>Save as</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="227"/>
        <source>The game could not be saved: %1</source>
        <translation>The game could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="232"/>
        <source>Saved as “%1”.</source>
        <translation>Saved as “%1”.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="255"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="366"/>
        <source>Export record</source>
        <translation>Export record</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="256"/>
        <source>The record could not be written: %1</source>
        <translation>The record could not be written: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="68"/>
        <source>The last game cannot be resumed: its autosave could not be loaded. %1</source>
        <extracomment>%1 says why in a sentence of its own (&quot;The file is damaged or not a Binokel file.&quot;)</extracomment>
        <translation>The last game cannot be resumed: its autosave could not be loaded. %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="61"/>
        <source>The last game is left where it is for the newer version that saved it. %1 A game here is saved in a file of its own.</source>
        <extracomment>%1 says why in a sentence of its own (made by a newer version, its number)</extracomment>
        <translation>The last game is left where it is for the newer version that saved it. %1 A game here is saved in a file of its own.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="97"/>
        <source>%1
Deal %2, saved %3.
Scores: %4</source>
        <extracomment>%1 is the game (e.g. &quot;Two-hand Bézique&quot;), %2 the deal&apos;s number, %3 when</extracomment>
        <translation>%1
Deal %2, saved %3.
Scores: %4</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="243"/>
        <source>The file holds a finished game.</source>
        <translation>The file holds a finished game.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="279"/>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="281"/>
        <source>“%1” cannot be opened. The file was left as it is.</source>
        <translation>“%1” cannot be opened. The file was left as it is.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="306"/>
        <source>Name of the game:</source>
        <translation>Name of the game:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="319"/>
        <source>A game called “%1” exists. Replace it?</source>
        <translation>A game called “%1” exists. Replace it?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="330"/>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="334"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="345"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="335"/>
        <source>Saved games:</source>
        <translation>Saved games:</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="347"/>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="368"/>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="379"/>
        <source>Game records (*.json)</source>
        <translation>Game records (*.json)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="377"/>
        <source>Open record</source>
        <translation>Open record</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="407"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="408"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="409"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Export record…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="410"/>
        <location filename="../binokel_desktop/ui/texts/save_problems.py" line="24"/>
        <source>Open &amp;record…</source>
        <translation>Open &amp;record…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/save_dialogs.py" line="411"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistics</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="60"/>
        <source> &amp; </source>
        <extracomment>joins a team&apos;s names in column heads and lists (&quot;Du und Karl&quot;, &quot;Tu e Karl&quot;)</extracomment>
        <translation> &amp; </translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="427"/>
        <source>Abandoned at %1</source>
        <translation>Abandoned at %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="428"/>
        <source>Went out at %1</source>
        <translation>Went out at %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="431"/>
        <source>Bid %1: made</source>
        <translation>Bid %1: made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="432"/>
        <source>Bid %1: failed, in den Keller</source>
        <translation>Bid %1: failed, in den Keller</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="433"/>
        <source>Durch (%1): made</source>
        <translation>Durch (%1): made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="434"/>
        <source>Durch (%1): failed</source>
        <translation>Durch (%1): failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="435"/>
        <source>Open Durch (%1): made</source>
        <translation>Open Durch (%1): made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="436"/>
        <source>Open Durch (%1): failed</source>
        <translation>Open Durch (%1): failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="438"/>
        <source>Open Durch from hand (%1): made</source>
        <translation>Open Durch from hand (%1): made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="439"/>
        <source>Open Durch from hand (%1): failed</source>
        <translation>Open Durch from hand (%1): failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="440"/>
        <source>Bettel (%1): made</source>
        <translation>Bettel (%1): made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="441"/>
        <source>Bettel (%1): failed</source>
        <translation>Bettel (%1): failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="476"/>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="477"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="490"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="494"/>
        <source>A move was taken back in this deal</source>
        <translation>A move was taken back in this deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="499"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="505"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="30"/>
        <location filename="../binokel_desktop/ui/texts/people.py" line="73"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/people.py" line="78"/>
        <source>Human</source>
        <translation>Human</translation>
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
        <translation>No games yet.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="214"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="215"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="216"/>
        <source>Fair deal</source>
        <translation>Fair deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="217"/>
        <source>Reset…</source>
        <translation>Reset…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="225"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="226"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="227"/>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="228"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="229"/>
        <source>Made</source>
        <translation>Made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="230"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="231"/>
        <source>Gone out</source>
        <translation>Gone out</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="233"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="245"/>
        <source>Points per deal</source>
        <translation>Points per deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="236"/>
        <source>Best meld</source>
        <translation>Best meld</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="237"/>
        <source>Durch made</source>
        <translation>Durch made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="238"/>
        <source>Bettel made</source>
        <translation>Bettel made</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="249"/>
        <source>Games won (%)</source>
        <translation>Games won (%)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="263"/>
        <source>Hands dealt</source>
        <translation>Hands dealt</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="264"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="292"/>
        <source>Aces per hand</source>
        <translation>Aces per hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="265"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="296"/>
        <source>Tens per hand</source>
        <translation>Tens per hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="267"/>
        <source>Hands with a Binokel</source>
        <translation>Hands with a Binokel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="271"/>
        <source>Hands with a family</source>
        <translation>Hands with a family</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="280"/>
        <source>How the cards fell for each player, in the hands as dealt. The dashed line is the average number of aces over all hands: over many deals every player comes close to it.</source>
        <translation>How the cards fell for each player, in the hands as dealt. The dashed line is the average number of aces over all hands: over many deals every player comes close to it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="307"/>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="322"/>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="308"/>
        <source>Forget the statistics of every player and computer level?</source>
        <translation>Forget the statistics of every player and computer level?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/statistics_window.py" line="324"/>
        <source>The statistics could not be reset: %1</source>
        <translation>The statistics could not be reset: %1</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="10"/>
        <source>Acorns</source>
        <translation>Acorns</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="11"/>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="12"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="18"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="13"/>
        <source>Bells</source>
        <translation>Bells</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="16"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="17"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="19"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
</context>
<context>
    <name>SuitInSentence</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="25"/>
        <source>Acorns</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Acorns</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="27"/>
        <source>Leaves</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Leaves</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="29"/>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="39"/>
        <source>Hearts</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="31"/>
        <source>Bells</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Bells</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="35"/>
        <source>Clubs</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="37"/>
        <source>Spades</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="41"/>
        <source>Diamonds</source>
        <extracomment>a suit inside a sentence (Italian: lower case)</extracomment>
        <translation>Diamonds</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="114"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="85"/>
        <source>The deal is over.</source>
        <translation>The deal is over.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="167"/>
        <source>%1 took no trick: Bettel made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 took no trick: Bettel made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="169"/>
        <source>%1 took a trick: Bettel failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 took a trick: Bettel failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="113"/>
        <source>%1 played %2 for %3 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 played %2 for %3 and made it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="95"/>
        <source>You went out at %1 and lose the value of the bid.</source>
        <translation>You went out at %1 and lose the value of the bid.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="98"/>
        <source>%1 went out at %2 and loses the value of the bid.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 went out at %2 and loses the value of the bid.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="106"/>
        <source>You played %1 for %2 and made it.</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>You played %1 for %2 and made it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="109"/>
        <source>You played %1 for %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is a suit in running text, %2 the bid</extracomment>
        <translation>You played %1 for %2 and failed: in den Keller (down the cellar).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="116"/>
        <source>%1 played %2 for %3 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 a suit in running text, %3 the bid</extracomment>
        <translation>%1 played %2 for %3 and failed: in den Keller (down the cellar).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="120"/>
        <source>You bid %1 and made it.</source>
        <translation>You bid %1 and made it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="122"/>
        <source>You bid %1 and failed: in den Keller (down the cellar).</source>
        <translation>You bid %1 and failed: in den Keller (down the cellar).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="125"/>
        <source>%1 bid %2 and made it.</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 bid %2 and made it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="128"/>
        <source>%1 bid %2 and failed: in den Keller (down the cellar).</source>
        <extracomment>%1 is another player&apos;s name (never you), %2 the bid</extracomment>
        <translation>%1 bid %2 and failed: in den Keller (down the cellar).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="136"/>
        <source>You won every trick: Durch made.</source>
        <translation>You won every trick: Durch made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="137"/>
        <source>You lost a trick: Durch failed.</source>
        <translation>You lost a trick: Durch failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="138"/>
        <source>You won every trick: open Durch made.</source>
        <translation>You won every trick: open Durch made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="140"/>
        <source>You lost a trick: open Durch failed.</source>
        <translation>You lost a trick: open Durch failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="142"/>
        <source>You won every trick: open Durch from hand made.</source>
        <translation>You won every trick: open Durch from hand made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="144"/>
        <source>You lost a trick: open Durch from hand failed.</source>
        <translation>You lost a trick: open Durch from hand failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="146"/>
        <source>You took no trick: Bettel made.</source>
        <translation>You took no trick: Bettel made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="147"/>
        <source>You took a trick: Bettel failed.</source>
        <translation>You took a trick: Bettel failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="153"/>
        <source>%1 won every trick: Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 won every trick: Durch made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="155"/>
        <source>%1 lost a trick: Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 lost a trick: Durch failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="157"/>
        <source>%1 won every trick: open Durch made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 won every trick: open Durch made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="159"/>
        <source>%1 lost a trick: open Durch failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 lost a trick: open Durch failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="162"/>
        <source>%1 won every trick: open Durch from hand made.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 won every trick: open Durch from hand made.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="165"/>
        <source>%1 lost a trick: open Durch from hand failed.</source>
        <extracomment>%1 is another player&apos;s name (never you)</extracomment>
        <translation>%1 lost a trick: open Durch from hand failed.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="265"/>
        <source>End of the deal</source>
        <translation>End of the deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="291"/>
        <source>Melds shown</source>
        <translation>Melds shown</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="292"/>
        <source>Melds counted</source>
        <translation>Melds counted</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="296"/>
        <source>Brisques</source>
        <translation>Brisques</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="297"/>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="299"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="301"/>
        <source>Going-out bonus</source>
        <translation>Going-out bonus</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="303"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="304"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="120"/>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="336"/>
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="345"/>
        <source>Dabb: %1</source>
        <translation>Dabb: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="346"/>
        <source>Laid away: %1</source>
        <translation>Laid away: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="359"/>
        <source>not counted</source>
        <translation>not counted</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="368"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="371"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="372"/>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="376"/>
        <source>void: no trick won</source>
        <translation>void: no trick won</translation>
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
        <translation>Give this card</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="389"/>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="397"/>
        <source>Name this suit trump</source>
        <translation>Name this suit trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="408"/>
        <source>Take the dabb</source>
        <translation>Take the dabb</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="420"/>
        <source>Key %1</source>
        <translation>Key %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="433"/>
        <source>Highest bid: %1.</source>
        <translation>Highest bid: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="441"/>
        <source>Hold %1</source>
        <translation>Hold %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="452"/>
        <source>Bid</source>
        <translation>Bid</translation>
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
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="515"/>
        <source>You lose %1; each opponent scores his melds + %2.</source>
        <translation>You lose %1; each opponent scores his melds + %2.</translation>
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
        <translation>Trump %1</translation>
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
        <translation>You have no melds.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="557"/>
        <source>Show melds</source>
        <translation>Show melds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="558"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="638"/>
        <source>%1 — melds %2</source>
        <translation>%1 — melds %2</translation>
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
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="655"/>
        <source>Exchange the seven of trumps</source>
        <translation>Exchange the seven of trumps</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="656"/>
        <source>Show the seven of trumps</source>
        <translation>Show the seven of trumps</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/action_panel.py" line="657"/>
        <source>Show carte blanche</source>
        <translation>Show carte blanche</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_summary.py" line="465"/>
        <location filename="../binokel_desktop/ui/main_window.py" line="475"/>
        <location filename="../binokel_desktop/ui/score_panel.py" line="150"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="90"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="91"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cards</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="92"/>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="93"/>
        <source>&amp;Pause after a trick</source>
        <translation>&amp;Pause after a trick</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="94"/>
        <source>C&amp;olours</source>
        <translation>C&amp;olours</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="66"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="68"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="69"/>
        <source>Fast</source>
        <translation>Fast</translation>
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
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="71"/>
        <source>Short</source>
        <translation>Short</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="72"/>
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="73"/>
        <source>&amp;Outlined hearts (for colour-blind eyes)</source>
        <translation>&amp;Outlined hearts (for colour-blind eyes)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="74"/>
        <source>Blue lattice</source>
        <translation>Blue lattice</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="75"/>
        <source>Red rosette</source>
        <translation>Red rosette</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="76"/>
        <source>Green tartan</source>
        <translation>Green tartan</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="77"/>
        <source>Night stars</source>
        <translation>Night stars</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="78"/>
        <source>As the &amp;system</source>
        <translation>As the &amp;system</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="79"/>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="80"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="81"/>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Rules of the game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/window_menus.py" line="82"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossary</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="39"/>
        <source>To keep it, save it first: %1</source>
        <extracomment>%1 is a menu path, e.g. &quot;Game ▸ Save as…&quot; (it ends in &quot;…&quot;: no full stop after it)</extracomment>
        <translation>To keep it, save it first: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="55"/>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="56"/>
        <source>End the game in progress and open another?</source>
        <translation>End the game in progress and open another?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="467"/>
        <source>A computer player made a mistake; a legal move was played instead and the game goes on.</source>
        <translation>A computer player made a mistake; a legal move was played instead and the game goes on.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="67"/>
        <source>plays for %1</source>
        <translation>plays for %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="196"/>
        <source>The language could not be saved in %1. It applies until you quit.</source>
        <translation>The language could not be saved in %1. It applies until you quit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="270"/>
        <source>No game yet.</source>
        <translation>No game yet.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/main_window.py" line="271"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="22"/>
        <source>Deal %1 is not finished.</source>
        <translation>Deal %1 is not finished.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="29"/>
        <source>The game is kept (%1): the next start offers to continue it.</source>
        <translation>The game is kept (%1): the next start offers to continue it.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="32"/>
        <source>The game so far will be lost: %1.</source>
        <translation>The game so far will be lost: %1.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="49"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="51"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="50"/>
        <source>Quit the game in progress?</source>
        <translation>Quit the game in progress?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="60"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="61"/>
        <source>End the game in progress and start a new one?</source>
        <translation>End the game in progress and start a new one?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="57"/>
        <location filename="../binokel_desktop/ui/abandon.py" line="62"/>
        <source>End this game</source>
        <translation>End this game</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/abandon.py" line="65"/>
        <location filename="../binokel_desktop/ui/deal_end.py" line="135"/>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="129"/>
        <source>Everybody has passed %1 deals in a row. With these rules the lowest bid may be too high for any hand. Change the rules?</source>
        <translation>Everybody has passed %1 deals in a row. With these rules the lowest bid may be too high for any hand. Change the rules?</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/deal_end.py" line="133"/>
        <source>Change rules…</source>
        <translation>Change rules…</translation>
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
        <translation>(dealer)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="30"/>
        <source>no melds</source>
        <translation>no melds</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="56"/>
        <source>plays Durch</source>
        <translation>plays Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="57"/>
        <source>plays open Durch</source>
        <translation>plays open Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="58"/>
        <source>plays open Durch from hand</source>
        <translation>plays open Durch from hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="59"/>
        <source>plays Bettel</source>
        <translation>plays Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="73"/>
        <source>Play Durch</source>
        <translation>Play Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="74"/>
        <source>Play open Durch</source>
        <translation>Play open Durch</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="75"/>
        <source>Play open Durch from hand</source>
        <translation>Play open Durch from hand</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="76"/>
        <source>Play Bettel</source>
        <translation>Play Bettel</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="89"/>
        <source>Made: +%1. Failed: −%2.</source>
        <extracomment>the stakes of a Durch or Bettel: %1 its value when made, %2 the loss when failed</extracomment>
        <translation>Made: +%1. Failed: −%2.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="108"/>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="118"/>
        <source>Bid %1 (%2)</source>
        <extracomment>%1 is the bid, %2 the name of the player who holds it</extracomment>
        <translation>Bid %1 (%2)</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="120"/>
        <source>Bid %1</source>
        <translation>Bid %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="123"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="132"/>
        <source>Tricks: %1</source>
        <translation>Tricks: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="140"/>
        <source>Talon: %1</source>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="149"/>
        <source>You won the trick. Nothing to declare: draw.</source>
        <translation>You won the trick. Nothing to declare: draw.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="152"/>
        <source>Choose the cards to lay away (drücken). Dashed blue: your melds.</source>
        <translation>Choose the cards to lay away (drücken). Dashed blue: your melds.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="155"/>
        <source>Your call.</source>
        <translation>Your call.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="156"/>
        <source>Take the dabb, or play an open Durch from hand.</source>
        <translation>Take the dabb, or play an open Durch from hand.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="157"/>
        <source>Call a card you hold fewer than two of.</source>
        <translation>Call a card you hold fewer than two of.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="158"/>
        <source>Choose the card you give back, then confirm.</source>
        <translation>Choose the card you give back, then confirm.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="159"/>
        <source>Choose the cards to lay away (drücken).</source>
        <translation>Choose the cards to lay away (drücken).</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="160"/>
        <source>Name trump — each button shows your melds with that suit.</source>
        <translation>Name trump — each button shows your melds with that suit.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="161"/>
        <source>Show your melds.</source>
        <translation>Show your melds.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="162"/>
        <source>You won the trick: declare, then draw.</source>
        <translation>You won the trick: declare, then draw.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="163"/>
        <source>Your card: the playable cards glow.</source>
        <translation>Your card: the playable cards glow.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="170"/>
        <source>No card is played now: choose with the buttons below.</source>
        <translation>No card is played now: choose with the buttons below.</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="177"/>
        <source>Waiting for your move …</source>
        <translation>Waiting for your move …</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/table.py" line="179"/>
        <source>Waiting for %1 …</source>
        <extracomment>%1 is another player&apos;s name</extracomment>
        <translation>Waiting for %1 …</translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="19"/>
        <source>Lay away %n card(s)</source>
        <translation>
            <numerusform>Lay away %n card</numerusform>
            <numerusform>Lay away %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../binokel_desktop/ui/texts/table.py" line="20"/>
        <source>Choose %n more card(s)</source>
        <translation>
            <numerusform>Choose %n more card</numerusform>
            <numerusform>Choose %n more cards</numerusform>
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
        <translation>Game to %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/score_panel.py" line="133"/>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/table/scene.py" line="685"/>
        <source>Last trick: %1</source>
        <translation>Last trick: %1</translation>
    </message>
</context>
<context>
    <name>Trump</name>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="138"/>
        <source>No trump</source>
        <translation>No trump</translation>
    </message>
    <message>
        <location filename="../binokel_desktop/ui/texts/cards.py" line="140"/>
        <source>Trump: %1</source>
        <extracomment>%1 is a suit in running text</extracomment>
        <translation>Trump: %1</translation>
    </message>
</context>
</TS>
