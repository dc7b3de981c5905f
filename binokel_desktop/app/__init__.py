"""The controller layer: drives a game between seats. QtCore only."""
