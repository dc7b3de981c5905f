"""The statistics window (to come)."""
