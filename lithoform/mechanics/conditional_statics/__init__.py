"""Conditional static abilities (611.3a): any static ability of the grammar followed by 'as long as
[condition]' or preceded by 'As long as [condition],' — 'Silver Seraph: Other creatures you control get
+2/+2 as long as seven or more cards are in your graveyard.' The effect exists only while the condition
holds, checked continuously."""
