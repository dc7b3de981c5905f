"""The Qt user interface: main window, table scene, card items, dialogs."""
