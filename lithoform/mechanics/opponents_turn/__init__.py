"""'During an opponent's turn' (102.3, 500): cast triggers limited to the opponents' turns."""
