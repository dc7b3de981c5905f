"""The two-hand talon games: Altenburg Binokel and Bézique (RULES.md §5–6)."""
