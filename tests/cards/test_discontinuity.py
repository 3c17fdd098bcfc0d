"""Discontinuity, compiled from its Oracle text and played.

Oracle text: As long as it's your turn, this spell costs {2}{U}{U} less to cast. / End the turn."""

from __future__ import annotations

from support import board, cast, lands, pass_both, pass_until

from lithoform import Action
from lithoform.cards.tree import GainLife
from lithoform.state.model import Delayed

DISCONTINUITY = "Discontinuity"


def _castable(game, player_hand_card: int) -> bool:
    return Action.parse(f"cast {player_hand_card}") in game.legal_actions()


def test_costs_two_less_blue_blue_on_your_turn_only() -> None:
    """Ruling: "To determine the total cost of a spell, start with the mana cost or alternative cost you're
    paying, add any cost increases, then apply any cost reductions (such as that of Discontinuity). The
    converted mana cost of the spell remains unchanged, no matter what the total cost to cast it was."

    On its controller's turn {3}{U}{U}{U} less {2}{U}{U} is {1}{U}: two Islands pay it."""
    game = board({"battlefield": [lands("Island", 2)], "hand": [DISCONTINUITY]})
    card = game.find(DISCONTINUITY)
    assert _castable(game, card)
    spell = cast(game, card)
    assert game.chars(spell).mana_value == 6
    assert game.find("Island") and all(game.state.objects[i].tapped for i in game.zone("battlefield"))


def test_full_cost_on_another_players_turn() -> None:
    game = board({"battlefield": [lands("Island", 2)], "hand": [DISCONTINUITY]}, active="P2", step="upkeep")
    game.apply("pass")  # P1 gets priority in P2's upkeep
    assert not _castable(game, game.find(DISCONTINUITY))
    game = board({"battlefield": [lands("Island", 6)], "hand": [DISCONTINUITY]}, active="P2", step="upkeep")
    game.apply("pass")
    assert _castable(game, game.find(DISCONTINUITY))


def test_spells_and_abilities_are_exiled_not_countered() -> None:
    """Ruling: "Though other spells and abilities that are exiled won't get a chance to resolve, they don't
    count as being countered." Ruling: "1) All spells and abilities on the stack are exiled.\""""
    game = board({"battlefield": [lands("Island", 2)], "hand": [DISCONTINUITY]},
                 {"battlefield": [lands("Mountain", 1)], "hand": ["Lightning Bolt"]})
    game.apply("pass")  # P1 passes in its main phase
    cast(game, "Lightning Bolt", "P1")  # P2 bolts P1
    game.apply("pass")  # P2 passes with the Bolt on the stack
    cast(game, DISCONTINUITY)  # P1 answers on its own turn
    pass_both(game)
    assert game.find("Lightning Bolt", zone="exile") and game.find(DISCONTINUITY, zone="exile")
    assert game.state.players[0].life == 20
    assert not any(e.kind == "countered" for e in game.state.events())


def test_the_end_step_is_skipped_and_its_delayed_triggers_wait() -> None:
    """Ruling: "4) The current phase and/or step ends. The game skips straight to the cleanup step. 5) The
    cleanup step happens in its entirety." and "Any 'at the beginning of the next end step' triggered
    abilities won't get the chance to trigger that turn because the end step is skipped. Those abilities
    will trigger at the beginning of the end step of the next turn.\""""
    game = board({"battlefield": [lands("Island", 2)], "hand": [DISCONTINUITY]})
    # a delayed 'at the beginning of the next end step, you gain 3 life' created earlier this turn (603.7)
    game.state.delayed = (Delayed(999, 0, game.find("Island"), "Test Delay", "end", GainLife(3)),)
    turn = game.state.turn
    cast(game, DISCONTINUITY)
    pass_both(game)
    steps = [e.args["step"] for e in game.state.events() if e.kind == "step" and e.args["turn"] == turn]
    assert steps[-1] == "cleanup" and "end" not in steps
    assert game.state.turn == turn + 1 and game.state.delayed  # still waiting
    pass_until(game, "end", turn=turn + 1)
    assert any(e.kind == "trigger" and e.args.get("card") == "Test Delay" for e in game.state.events())
