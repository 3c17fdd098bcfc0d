"""Animate Dead and Dance of the Dead (mechanics/reanimation_auras), compiled from their Oracle text: an Aura with
'Enchant creature card in a graveyard' (303.4a) whose enters trigger swaps that enchant ability for 'enchant
creature put onto the battlefield with ~' (613.1f, 607.2a), returns the card under its controller's control and
attaches itself to it (701.3a); 'When ~ leaves the battlefield, that creature's controller sacrifices it.' (603.7a)."""

from __future__ import annotations

from support import P1, P2, activate, board, cast, names, pass_both, pt, resolve_stack

from lithoform import Game

ANIMATE = "Animate Dead"
DANCE = "Dance of the Dead"
SWAMPS = ["Swamp"] * 4


def _animate(p2_graveyard: list[str] | None = None, aura: str = ANIMATE, target: str = "Grizzly Bears",
             p2_battlefield: list[str] | None = None, p2_hand: list[str] | None = None) -> Game:
    game = board({"battlefield": SWAMPS, "hand": [aura]},
                 {"graveyard": p2_graveyard if p2_graveyard is not None else ["Grizzly Bears"],
                  "battlefield": p2_battlefield or [], "hand": p2_hand or []})
    cast(game, aura, game.find(target, zone="graveyard"))
    return game


def test_cr_303_4a_targets_a_creature_card_in_any_graveyard() -> None:
    """303.4a: an Aura spell targets what its enchant ability allows: here a card in a graveyard."""
    game = _animate()
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    aura = game.find(ANIMATE, zone="battlefield")
    assert game.state.objects[bears].controller == P1  # 'under your control' (110.2a)
    assert game.state.objects[aura].attached_to == bears
    assert pt(game, bears) == (1, 2)  # 'Enchanted creature gets -1/-0.'
    assert names(game, "graveyard", P2) == []


def test_ruling_never_goes_to_the_graveyard_during_the_process() -> None:
    """Ruling (2016-06-08): "You target a creature card in a graveyard when you cast it. It enters the
    battlefield attached to that card. Then it returns that card to the battlefield, and attaches itself to the
    card again (since the card is a new object on the battlefield). Animate Dead itself never moves into a
    graveyard during this process." """
    game = _animate()
    pass_both(game)  # the Aura spell resolves: attached to the card in the graveyard (303.4f)
    aura = game.find(ANIMATE, zone="battlefield")
    card = game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[aura].attached_to == card  # 704.5m: legal, it stays
    resolve_stack(game)
    assert names(game, "graveyard", P1) == [] and game.find(ANIMATE, zone="battlefield") == aura


def test_ruling_nothing_happens_if_it_left_the_battlefield() -> None:
    """Ruling (2016-06-08): "If Animate Dead isn't on the battlefield as its triggered ability resolves, none of
    its effects happen. The creature card won't be returned to the battlefield." (603.4: its intervening 'if')"""
    game = _animate(p2_battlefield=["Tormod's Crypt"])
    pass_both(game)  # the Aura resolves, attached to the card; its trigger goes on the stack
    game.apply("pass")
    activate(game, "Tormod's Crypt", 1, "P2")  # the card leaves: the Aura is attached to nothing (704.5m)
    resolve_stack(game)
    assert names(game, "graveyard", P1) == [ANIMATE]
    assert "Grizzly Bears" not in names(game, "battlefield")
    assert "Grizzly Bears" in names(game, "exile", P2)


def test_cr_603_7a_leaving_the_battlefield_sacrifices_the_creature() -> None:
    """'When Animate Dead leaves the battlefield, that creature's controller sacrifices it.' (603.7a: a delayed
    ability, which triggers once, 603.7c)"""
    game = _animate(p2_hand=["Disenchant"], p2_battlefield=["Plains"] * 2)
    resolve_stack(game)
    game.apply("pass")
    cast(game, "Disenchant", game.find(ANIMATE, zone="battlefield"))
    resolve_stack(game)
    assert "Grizzly Bears" not in names(game, "battlefield")
    assert sorted(names(game, "graveyard", P2)) == ["Disenchant", "Grizzly Bears"]
    sacrificed = [line for line in game.log(verbose=True) if "Grizzly Bears moves from battlefield to graveyard" in line]
    assert sacrificed and "701.21a" in sacrificed[-1]  # sacrificed (701.21a), by its controller


def test_ruling_protection_from_black_leaves_the_aura_unattached() -> None:
    """Ruling (2016-06-08): "If the creature put onto the battlefield has protection from black—or if the
    creature can't legally be enchanted by Animate Dead for another reason—Animate Dead won't be able to attach
    to it. It will be put into the graveyard as a state-based action, causing its delayed triggered ability to
    trigger. When the trigger resolves, if the creature's still on the battlefield, its controller will
    sacrifice it." """
    game = _animate(p2_graveyard=["White Knight"], target="White Knight")
    resolve_stack(game)
    assert names(game, "graveyard", P1) == [ANIMATE]
    assert names(game, "graveyard", P2) == ["White Knight"]
    assert "White Knight" not in names(game, "battlefield")


def test_dance_of_the_dead_returns_it_tapped() -> None:
    """Dance of the Dead: 'Put enchanted creature card onto the battlefield tapped under your control and attach
    Dance of the Dead to it.' and 'Enchanted creature gets +1/+1 ...'"""
    game = _animate(aura=DANCE)
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].tapped
    assert game.state.objects[game.find(DANCE, zone="battlefield")].attached_to == bears
    assert pt(game, bears) == (3, 3)
