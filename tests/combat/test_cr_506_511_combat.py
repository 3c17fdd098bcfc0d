"""CR 506-511: declaring attackers and blockers, combat damage, first strike, double strike, trample,
deathtouch, lifelink, and removal from combat."""

from __future__ import annotations

import pytest

from lithoform import Game, IllegalActionError
from lithoform.cards.tree import CardDef, CardFace, Static
from lithoform.catalog.registry import register


def creature(name: str, power: int, toughness: int, *keywords: str) -> None:
    register(CardDef(name, (CardFace(name, ("Creature",), "{1}", power=str(power), toughness=str(toughness),
                                     text=", ".join(keywords), keywords=keywords,
                                     abilities=tuple(Static(k, text=k) for k in keywords)),)))


creature("Cb Bear", 2, 2)
creature("Cb Wall", 0, 4, "Defender")
creature("Cb Striker", 2, 2, "First strike")
creature("Cb Double", 2, 2, "Double strike")
creature("Cb Trampler", 5, 5, "Trample")
creature("Cb Deathtrampler", 3, 3, "Trample", "Deathtouch")
creature("Cb Lifelinker", 3, 3, "Lifelink")
creature("Cb Flyer", 2, 2, "Flying")
creature("Cb Reacher", 1, 4, "Reach")
creature("Cb Menace", 3, 3, "Menace")
creature("Cb Vigilant", 2, 2, "Vigilance")


def combat_board(mine: list, theirs: list | None = None, **p1: object) -> Game:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": mine, **p1}, "P2": {"battlefield": theirs or []}})
    game.apply("pass")
    game.apply("pass")
    return game


def attack(game: Game, *names: str) -> None:
    assert game.pending.kind == "attackers"
    for n in names:
        game.apply(f"attack {game.find(n, player=0)} P2")
    game.apply("done")


def to_blocks(game: Game) -> None:
    while game.pending.kind == "priority":
        game.apply("pass")


def block(game: Game, *pairs: tuple[str, str]) -> None:
    assert game.pending.kind == "blockers"
    for b, a in pairs:
        game.apply(f"block {game.find(b, player=1)} {game.find(a, player=0)}")
    game.apply("done")


def finish_combat(game: Game) -> None:
    while game.state.step not in ("end_of_combat", "main2") and not game.is_over:
        if game.pending.kind in ("attackers", "blockers"):
            game.apply("done")
        else:
            game.apply("pass")


def test_cr_508_1a_summoning_sick_creatures_cant_attack_haste_can() -> None:
    """508.1a: each attacker must have haste or have been controlled continuously since the turn began."""
    game = combat_board([{"card": "Cb Bear", "sick": True}, "Monastery Swiftspear"])
    assert game.pending.options == (game.find("Monastery Swiftspear"),)


def test_cr_508_1a_tapped_creatures_and_defenders_cant_attack() -> None:
    """508.1a: attackers must be untapped; 702.3b: a creature with defender can't attack."""
    game = combat_board([{"card": "Cb Bear", "tapped": True}, "Cb Wall", "Grizzly Bears"])
    assert game.pending.options == (game.find("Grizzly Bears"),)


def test_cr_508_8_no_attackers_skips_to_end_of_combat() -> None:
    """508.8: if no creatures are declared as attackers, the declare blockers and combat damage steps are
    skipped."""
    game = combat_board(["Grizzly Bears"])
    game.apply("done")
    assert game.state.step == "declare_attackers" and game.pending.kind == "priority"  # 508.2
    game.apply("pass")
    game.apply("pass")
    assert game.state.step == "end_of_combat"


def test_cr_508_1f_attacking_taps_vigilance_doesnt() -> None:
    """508.1f: the chosen creatures become tapped; 702.20b: vigilance means attacking doesn't cause it to tap."""
    game = combat_board(["Cb Bear", "Cb Vigilant"])
    attack(game, "Cb Bear", "Cb Vigilant")
    assert game.state.objects[game.find("Cb Bear")].tapped
    assert not game.state.objects[game.find("Cb Vigilant")].tapped


def test_cr_510_1b_unblocked_creature_damages_the_defending_player() -> None:
    game = combat_board(["Cb Bear"], ["Cb Flyer"])
    attack(game, "Cb Bear")
    to_blocks(game)
    block(game)
    finish_combat(game)
    assert game.state.players[1].life == 18


def test_cr_509_1_blocked_creatures_deal_damage_to_each_other() -> None:
    """510.1c-d: a blocked creature assigns its damage to its blocker, and the blocker to it."""
    game = combat_board(["Cb Bear"], ["Grizzly Bears"])
    attack(game, "Cb Bear")
    to_blocks(game)
    block(game, ("Grizzly Bears", "Cb Bear"))
    finish_combat(game)
    assert game.state.players[1].life == 20
    assert game.find("Cb Bear", zone="graveyard") and game.find("Grizzly Bears", zone="graveyard")


def test_cr_702_9b_flying_can_be_blocked_only_by_flying_or_reach() -> None:
    game = combat_board(["Cb Flyer"], ["Grizzly Bears", "Cb Reacher"])
    attack(game, "Cb Flyer")
    to_blocks(game)
    blocks = {str(a) for a in game.legal_actions() if a.kind == "block"}
    assert blocks == {f"block {game.find('Cb Reacher')} {game.find('Cb Flyer')}"}


def test_cr_702_111b_menace_needs_two_blockers() -> None:
    """702.111b: a creature with menace can't be blocked except by two or more creatures; an illegal
    declaration can't be finished, and `cancel` starts it over (733)."""
    game = combat_board(["Cb Menace"], ["Grizzly Bears", "Cb Reacher"])
    attack(game, "Cb Menace")
    to_blocks(game)
    menace = game.find("Cb Menace")
    game.apply(f"block {game.find('Grizzly Bears')} {menace}")
    with pytest.raises(IllegalActionError):
        game.apply("done")
    game.apply("cancel")
    game.apply("done")
    finish_combat(game)
    assert game.state.players[1].life == 17


def test_cr_510_4_first_strike_kills_before_regular_damage() -> None:
    """510.4: first-strike creatures deal damage in a first combat damage step; a creature destroyed then
    deals no damage in the second."""
    game = combat_board(["Cb Striker"], ["Grizzly Bears"])
    attack(game, "Cb Striker")
    to_blocks(game)
    block(game, ("Grizzly Bears", "Cb Striker"))
    finish_combat(game)
    striker = game.find("Cb Striker")
    assert game.state.objects[striker].damage == 0
    assert game.find("Grizzly Bears", zone="graveyard")


def test_cr_702_4b_double_strike_deals_damage_twice() -> None:
    game = combat_board(["Cb Double"])
    attack(game, "Cb Double")
    to_blocks(game)
    finish_combat(game)
    assert game.state.players[1].life == 16


def test_cr_702_19b_trample_assigns_lethal_then_the_rest_to_the_player() -> None:
    """702.19b: lethal damage to the blockers first, the excess as the controller chooses, player included."""
    game = combat_board(["Cb Trampler"], ["Grizzly Bears"])
    attack(game, "Cb Trampler")
    to_blocks(game)
    block(game, ("Grizzly Bears", "Cb Trampler"))
    to_blocks(game)
    assert game.pending.kind == "damage"
    # the blocker's share is asked (the player gets the rest): lethal or more, or all 5 to the blocker
    shares = {a.args for a in game.legal_actions() if a.kind == "damage"}
    assert shares == {(2,), (3,), (4,), (5,)}
    with pytest.raises(IllegalActionError):
        game.apply("damage 1 4")  # the whole division at once: 1 is not lethal, so none may go to the player
    game.apply("damage 2 3")
    finish_combat(game)
    assert game.state.players[1].life == 17


def test_cr_702_2c_deathtouch_trample_needs_only_one_damage_per_blocker() -> None:
    """702.2c: any nonzero damage from a deathtouch source counts as lethal for assignment."""
    game = combat_board(["Cb Deathtrampler"], ["Cb Reacher"])
    attack(game, "Cb Deathtrampler")
    to_blocks(game)
    block(game, ("Cb Reacher", "Cb Deathtrampler"))
    to_blocks(game)
    assert {a.args for a in game.legal_actions() if a.kind == "damage"} == {(1,), (2,), (3,)}
    game.apply("damage 1 2")
    finish_combat(game)
    assert game.state.players[1].life == 18
    assert game.find("Cb Reacher", zone="graveyard")


def test_cr_510_1c_two_blockers_damage_divided_as_the_attacker_chooses() -> None:
    game = combat_board(["Cb Trampler"], ["Grizzly Bears", "Cb Bear"])
    attacker = game.find("Cb Trampler")
    attack(game, "Cb Trampler")
    to_blocks(game)
    game.apply(f"block {game.find('Grizzly Bears')} {attacker}")
    game.apply(f"block {game.find('Cb Bear', player=1)} {attacker}")
    game.apply("done")
    to_blocks(game)
    assert game.pending.kind == "damage" and game.pending.player == 0
    game.apply("damage 2 2 1")
    finish_combat(game)
    assert game.state.players[1].life == 19


def test_cr_702_15b_lifelink_combat_damage_gains_life() -> None:
    game = combat_board(["Cb Lifelinker"])
    attack(game, "Cb Lifelinker")
    to_blocks(game)
    finish_combat(game)
    assert game.state.players[0].life == 23
    assert game.state.players[1].life == 17


def test_cr_506_4_a_creature_that_leaves_is_removed_from_combat() -> None:
    """506.4: a creature removed from combat deals and receives no combat damage; an attacker whose blocker
    left stays blocked (509.1h) and deals no damage (510.1c)."""
    game = combat_board(["Cb Bear", "Mountain"], ["Grizzly Bears"], hand=["Lightning Bolt"])
    attack(game, "Cb Bear")
    to_blocks(game)
    block(game, ("Grizzly Bears", "Cb Bear"))
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    finish_combat(game)
    assert game.state.players[1].life == 20
    assert game.state.objects[game.find("Cb Bear")].damage == 0


def test_cr_511_3_creatures_are_removed_from_combat_at_end_of_combat() -> None:
    game = combat_board(["Cb Bear"])
    attack(game, "Cb Bear")
    finish_combat(game)
    while game.state.step != "main2":
        game.apply("pass")
    assert game.state.combat is None
