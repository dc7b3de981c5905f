"""Court figures: the upper half of every double-headed court card.

Each half is drawn in the frame's upper part (x from -200 to 200, y from -402
to 0); the card shows it twice, the second copy turned by 180°.
"""
