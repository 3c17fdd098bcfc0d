"""CR 606 loyalty abilities and 306.5 planeswalkers, shown with a test-only planeswalker."""

from __future__ import annotations

from lithoform import Game
from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    DrawCards,
    Target,
    TargetSpec,
)
from lithoform.catalog.registry import register

register(CardDef("Engine Test Walker", (CardFace(
    "Engine Test Walker", ("Planeswalker",), "{2}{R}", subtypes=("Test",), loyalty="3",
    text="[+1]: Draw a card.\n[-2]: Engine Test Walker deals 3 damage to any target.",
    abilities=(
        ActivatedAbility(Cost(loyalty=1), DrawCards(1), text="[+1]: Draw a card."),
        ActivatedAbility(Cost(loyalty=-2), DealDamage(3, Target(0)), targets=(TargetSpec("any"),),
                         text="[-2]: Engine Test Walker deals 3 damage to any target."),
    ),
),)))


def walker_game(step: str = "main1", loyalty: int | None = None) -> Game:
    entry: dict = {"card": "Engine Test Walker"}
    if loyalty is not None:
        entry["counters"] = {"loyalty": loyalty}
    return Game.from_board({"active": "P1", "turn": 3, "step": step,
                            "P1": {"battlefield": [entry], "library": ["Island", "Island"]}})


def test_cr_306_5b_planeswalker_enters_with_its_printed_loyalty() -> None:
    game = walker_game()
    assert game.state.objects[game.find("Engine Test Walker")].counter("loyalty") == 3


def test_cr_606_4_loyalty_cost_adds_or_removes_counters() -> None:
    game = walker_game()
    walker = game.find("Engine Test Walker")
    game.apply(f"activate {walker} 2")
    game.apply("target P2")
    assert game.state.objects[walker].counter("loyalty") == 1
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 17


def test_cr_606_3_one_loyalty_ability_per_turn_at_sorcery_speed() -> None:
    """606.3: only in a main phase of your turn with an empty stack, and only if no loyalty ability of that
    permanent has been activated this turn."""
    game = walker_game()
    walker = game.find("Engine Test Walker")
    game.apply(f"activate {walker} 1")
    assert not any(a.kind == "activate" for a in game.legal_actions())  # stack not empty
    game.apply("pass")
    game.apply("pass")
    assert not any(a.kind == "activate" and a.args[0] == walker for a in game.legal_actions())
    combat = walker_game(step="beginning_of_combat")
    assert not any(a.kind == "activate" for a in combat.legal_actions())


def test_cr_606_4_cant_remove_more_loyalty_than_it_has() -> None:
    game = walker_game(loyalty=1)
    assert [str(a) for a in game.legal_actions() if a.kind == "activate"] == [f"activate {game.find('Engine Test Walker')} 1"]


def test_cr_508_1b_creatures_may_attack_a_planeswalker() -> None:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": ["Grizzly Bears"]}, "P2": {"battlefield": ["Engine Test Walker"]}})
    game.apply("pass")
    game.apply("pass")
    bears, walker = game.find("Grizzly Bears"), game.find("Engine Test Walker")
    game.apply(f"attack {bears} {walker}")
    game.apply("done")
    while game.state.step != "end_of_combat":
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    assert game.state.objects[walker].counter("loyalty") == 1  # 120.3c: damage removes loyalty counters
