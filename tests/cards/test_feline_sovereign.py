"""Feline Sovereign, compiled from its Oracle text and played.

Oracle text: Other Cats you control get +1/+1 and have protection from Dogs. / Whenever one or more Cats you
control deal combat damage to a player, destroy up to one target artifact or enchantment that player
controls."""

from __future__ import annotations

from support import block, board, cast, pass_both, pt, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.rules.combat.steps import can_block

SOVEREIGN = "Feline Sovereign"


def _to_damage(game: Game, *attackers: int, blocks: tuple[tuple[int, int], ...] = ()) -> None:
    """From the beginning of combat: attack P2 with `attackers`, declare `blocks`, and pass until combat
    damage has been dealt (a decision for a triggered ability's targets stops it)."""
    pass_both(game)
    for a in attackers:
        game.apply(f"attack {a} P2")
    game.apply("done")
    while game.pending.kind == "priority" and game.state.step != "declare_blockers":
        game.apply("pass")
    if game.pending.kind == "blockers":
        block(game, *blocks)
    while game.pending.kind == "priority" and game.state.step not in ("end_of_combat", "main2") \
            and not game.state.waiting and not game.state.stack:
        game.apply("pass")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(SOVEREIGN)).ok


def test_other_cats_get_plus_one_and_protection_from_dogs() -> None:
    """'Other Cats you control': Savannah Lions (a Cat) gets +1/+1 and protection from Dogs; the Sovereign
    itself and an opponent's Cat don't."""
    game = board({"battlefield": [SOVEREIGN, "Savannah Lions"]}, {"battlefield": ["Ajani's Pridemate"]})
    lions, sovereign = game.find("Savannah Lions"), game.find(SOVEREIGN)
    assert pt(game, lions) == (3, 2) and "protection from dogs" in game.chars(lions).keywords
    assert pt(game, sovereign) == (2, 3) and "protection from dogs" not in game.chars(sovereign).keywords
    pridemate = game.find("Ajani's Pridemate")
    assert pt(game, pridemate) == (2, 2) and "protection from dogs" not in game.chars(pridemate).keywords


def test_a_dog_cant_block_an_attacking_cat() -> None:
    """702.16f: Alpine Watchdog (a Dog) can't block Savannah Lions; Grizzly Bears can."""
    game = board({"battlefield": [SOVEREIGN, "Savannah Lions"]},
                 {"battlefield": ["Alpine Watchdog", "Grizzly Bears"]}, step="beginning_of_combat")
    lions = game.find("Savannah Lions")
    pass_both(game)
    game.apply(f"attack {lions} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    blockers = {a.args[0] for a in game.legal_actions() if a.kind == "block"}
    assert game.find("Grizzly Bears") in blockers and game.find("Alpine Watchdog") not in blockers


def test_damage_from_a_dog_to_a_cat_is_prevented() -> None:
    """702.16e: Savannah Lions blocks an attacking Alpine Watchdog and is dealt no damage."""
    game = board({"battlefield": ["Alpine Watchdog"]}, {"battlefield": [SOVEREIGN, "Savannah Lions"]},
                 step="beginning_of_combat")
    dog, lions = game.find("Alpine Watchdog"), game.find("Savannah Lions")
    assert can_block(game.state, lions, dog)  # protection doesn't stop the Cat from blocking
    _to_damage(game, dog, blocks=((lions, dog),))
    assert game.state.objects[lions].damage == 0
    assert game.find("Alpine Watchdog", zone="graveyard")  # the Lions (3/2) deal 3 to the 2/2 Dog


def test_damage_stays_marked_when_the_sovereign_leaves() -> None:
    """Ruling: "Because damage remains marked on a creature until the damage is removed as the turn ends,
    nonlethal damage dealt to a Cat you control may become lethal if Feline Sovereign leaves the
    battlefield during that turn.\""""
    game = board({"battlefield": [SOVEREIGN, {"card": "Savannah Lions", "damage": 1}, "Mountain"],
                  "hand": ["Lightning Bolt"]})
    lions = game.find("Savannah Lions")
    assert lions in game.zone("battlefield")  # 3/2 with 1 damage
    cast(game, game.find("Lightning Bolt", zone="hand"), game.find(SOVEREIGN))
    resolve_stack(game)
    assert game.find("Savannah Lions", zone="graveyard")  # 2/1 with 1 damage: lethal (704.5g)


def test_one_or_more_cats_trigger_once_and_destroy_that_players_artifact() -> None:
    """Two Cats deal combat damage to P2 at once (510.2): the ability triggers once; its target is an
    artifact or enchantment P2 controls (P1's own Mind Stone is not a choice)."""
    game = board({"battlefield": [SOVEREIGN, "Savannah Lions", "Mind Stone"]},
                 {"battlefield": ["Mind Stone", "Glorious Anthem"]}, step="beginning_of_combat")
    mine = [o for o in game.zone("battlefield") if game.chars(o).name == "Mind Stone"
            and game.state.objects[o].controller == 0][0]
    theirs = [o for o in game.zone("battlefield") if game.chars(o).name == "Mind Stone"
              and game.state.objects[o].controller == 1][0]
    _to_damage(game, game.find(SOVEREIGN), game.find("Savannah Lions"))
    assert game.state.players[1].life == 20 - 2 - 3
    assert game.pending.kind == "target", game.pending
    assert set(game.pending.options) == {theirs, game.find("Glorious Anthem")}
    assert mine not in game.pending.options
    game.apply(f"target {theirs}")
    assert len(game.state.stack) == 1  # one trigger for both Cats
    resolve_stack(game)
    assert theirs not in game.zone("battlefield") and mine in game.zone("battlefield")


def test_up_to_one_target_allows_none() -> None:
    game = board({"battlefield": [SOVEREIGN]}, {"battlefield": ["Mind Stone"]}, step="beginning_of_combat")
    _to_damage(game, game.find(SOVEREIGN))
    assert game.pending.kind == "target" and game.pending.min == 0
    game.apply("done")
    resolve_stack(game)
    assert game.find("Mind Stone") in game.zone("battlefield")


def test_no_trigger_when_a_non_cat_deals_the_damage() -> None:
    game = board({"battlefield": [SOVEREIGN, "Grizzly Bears"]}, {"battlefield": ["Mind Stone"]},
                 step="beginning_of_combat")
    _to_damage(game, game.find("Grizzly Bears"))
    assert game.state.players[1].life == 18
    assert not game.state.stack and not game.state.waiting
