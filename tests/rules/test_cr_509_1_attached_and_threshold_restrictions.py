"""CR 509.1a-b and 611.3a: blocking restrictions written with another effect of the same static ability —
an Equipment's 'can't be blocked and has shroud', an Aura's 'gets +1/+1 and can't block', threshold's '~
gets +1/+1 and can't block' (only while seven or more cards are in your graveyard)."""

from __future__ import annotations

from support import activate, blockers_of, board, resolve_stack

from lithoform.rules.combat.steps import can_block
from lithoform.rules.continuous.characteristics import chars


def test_509_1b_whispersilk_cloak_equipped_creature_cant_be_blocked_and_has_shroud():
    """Whispersilk Cloak: 'Equipped creature can't be blocked and has shroud.'"""
    game = board({"battlefield": ["Whispersilk Cloak", "Grizzly Bears", "Plains", "Plains"]},
                 {"battlefield": ["Hill Giant"]})
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    assert can_block(game.state, giant, bears)
    activate(game, "Whispersilk Cloak", 1, bears)
    resolve_stack(game)
    assert not can_block(game.state, giant, bears)
    assert "shroud" in {k.lower() for k in chars(game.state, bears).keywords}


def test_611_3a_putrid_imp_cant_block_only_with_threshold():
    """Putrid Imp: 'Threshold — As long as seven or more cards are in your graveyard, Putrid Imp gets +1/+1
    and can't block.'"""
    assert blockers_of(["Grizzly Bears"], [{"card": "Putrid Imp"}], "Grizzly Bears") != set()
    game = board({"battlefield": [{"card": "Grizzly Bears", "sick": False}]},
                 {"battlefield": ["Putrid Imp"], "graveyard": ["Swamp"] * 7})
    imp = game.find("Putrid Imp")
    assert (chars(game.state, imp).power, chars(game.state, imp).toughness) == (2, 2)
    assert not can_block(game.state, imp, game.find("Grizzly Bears"))
