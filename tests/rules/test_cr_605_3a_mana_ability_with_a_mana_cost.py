"""605.3a: 'A player may activate an activated mana ability whenever they have priority, or whenever they are
asked to pay mana ...' and 602.2b / 601.2g-h: its costs are paid as it is activated. A mana ability whose cost
includes mana ('{2}, {T}: Add {B} for each Swamp you control', Cabal Coffers) is paid from the mana already in
its controller's pool (the player activates other mana abilities first); the auto-payer leaves it to the
player."""

from __future__ import annotations

from support import actions, board, lands

from lithoform.cards.mana import parse_cost
from lithoform.rules.payment import autopay_plan, potential_mana

COFFERS = "Cabal Coffers"


def test_605_3a_not_activatable_without_the_mana_in_the_pool() -> None:
    game = board({"battlefield": [COFFERS, lands("Swamp", 3)]})
    coffers = game.find(COFFERS)
    assert f"activate {coffers} 1" not in actions(game)


def test_605_3a_paid_from_the_pool_and_the_mana_added_at_once() -> None:
    game = board({"battlefield": [COFFERS, lands("Swamp", 3)]})
    swamps = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Swamp"]
    for s in swamps[:2]:
        game.apply(f"activate {s} 1")
    coffers = game.find(COFFERS)
    assert f"activate {coffers} 1" in actions(game)
    game.apply(f"activate {coffers} 1")
    assert [m.type for m in game.state.players[0].pool] == ["B", "B", "B"]  # {B}{B} paid, three Swamps
    assert game.state.objects[coffers].tapped and not game.state.stack


def test_the_auto_payer_doesnt_spend_mana_on_it() -> None:
    """The planner pays a cost with the pool and free sources only: Coffers would need mana of the pool."""
    game = board({"battlefield": [COFFERS, lands("Swamp", 2)]})
    plan = autopay_plan(game.state, 0, parse_cost("{3}"))
    assert plan is None  # two Swamps can't pay {3}; Coffers isn't counted as a free source
    assert potential_mana(game.state, 0) == 2
