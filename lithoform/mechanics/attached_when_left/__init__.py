"""What was attached to a permanent as it left the battlefield: 'Whenever an enchanted creature dies, draw a card
for each Aura you controlled that was attached to it.' (Hateful Eidolon; 603.10a look-back, 608.2h)."""
