"""A granted ability that names the object granting it (201.5a, 113.1a-b, 613.1f): 'Equipped creature has "{T},
Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."' The creature has the ability; 'Blazing
Torch' in it means the Equipment, not the creature ('this creature'), so the compiler writes that name as a
reference of its own (Granter) and the costs 'Sacrifice [it]' / 'Unattach [it]' as costs of that object.
As layer 6 grants the ability, the granting object's id is bound into it (each granter gives an ability of its
own: two Torches, two abilities); its source stays the object that has it (the Torch's ruling: the creature's
ability targets, the Torch deals the damage)."""
