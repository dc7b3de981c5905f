"""The card table: the scene, its piles of card items, and the geometry they follow."""
