"""Necropotence: "Skip your draw step. / Whenever you discard a card, exile that card from your graveyard. / Pay 1
life: Exile the top card of your library face down. Put that card into your hand at the beginning of your next end
step." (406.3: face down in exile; 603.7: the delayed ability; 614.10: skipping a step)"""

from __future__ import annotations

from support import activate, board, events, hand_size, life, names, pass_until, resolve_stack, use_compiled

from lithoform import Game
from lithoform.rules.zones import move

use_compiled("Necropotence")


def _necro(library: list[str], step: str = "main1") -> Game:
    return board({"battlefield": ["Necropotence"], "library": library}, step=step)


def test_paying_life_exiles_the_top_card_face_down_until_your_end_step() -> None:
    """406.3: the card is exiled face down; the delayed ability puts it into your hand at your next end step."""
    game = _necro(["Hill Giant", "Forest"])
    activate(game, "Necropotence")
    resolve_stack(game)
    assert life(game, 0) == 19
    (exiled,) = game.state.zones["exile"]
    assert game.state.objects[exiled].face_down and names(game, "hand") == []
    pass_until(game, "end")
    resolve_stack(game)
    assert names(game, "hand") == ["Hill Giant"] and game.state.zones["exile"] == ()


def test_ruling_the_card_comes_even_if_necropotence_is_gone() -> None:
    """Ruling (2017-11-17): "Necropotence's last ability creates a delayed triggered ability that will put the
    exiled card into your hand. That ability still triggers even if Necropotence is removed from the battlefield
    before your end step." """
    game = _necro(["Hill Giant", "Forest"])
    activate(game, "Necropotence")
    resolve_stack(game)
    move(game.state, game.find("Necropotence"), "graveyard")
    pass_until(game, "end")
    resolve_stack(game)
    assert names(game, "hand") == ["Hill Giant"]


def test_skip_your_draw_step() -> None:
    """614.10: 'Skip your draw step.' The controller's draw step doesn't happen: no card drawn on their turn."""
    game = _necro(["Hill Giant", "Forest", "Mountain"], step="upkeep")
    pass_until(game, "main1")
    assert hand_size(game, 0) == 0 and len(game.state.zones["library:0"]) == 3


def test_a_discarded_card_is_exiled_from_the_graveyard() -> None:
    """'Whenever you discard a card, exile that card from your graveyard.' A cleanup discard (514.1) is a discard."""
    game = board({"battlefield": ["Necropotence"], "hand": ["Hill Giant"] * 8}, step="end")
    game.apply("pass")
    game.apply("pass")  # to the cleanup step: P1 discards down to seven (514.1)
    assert game.pending.kind == "choose" and game.pending.player == 0
    game.apply(game.legal_actions()[0])
    resolve_stack(game)  # 514.3a: the trigger gives the players priority in the cleanup step
    assert names(game, "graveyard") == [] and names(game, "exile") == ["Hill Giant"]
    assert hand_size(game, 0) == 7 and events(game, "cleanup_discard")
