"""'Whenever an instant or sorcery card leaves your graveyard' (Murktide Regent; 603.2, 603.10a): a trigger on
a card of its controller's graveyard moving to any other zone, once for each card."""
