"""'Reveal cards from the top of your library until you reveal a [quality] card. Put that card [into your hand |
onto the battlefield] and the rest [on the bottom of your library in a random order | into your graveyard].' and
'[player] reveals cards from the top of their library until they reveal N land cards, then puts those cards into
their graveyard.' (701.20a; mechanics/library_look): the revealed cards run from the top down to the card found
(the Nth one), or the whole library when there is none."""

from __future__ import annotations

from support import activate, attack, board, cast, lands, pass_both, to_attackers

from lithoform import Game


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _bf(game: Game, player: int = 0) -> list[str]:
    return [game.chars(o).name for o in game.state.zones["battlefield"] if game.state.objects[o].controller == player]


def _resolve(game: Game) -> None:
    """Resolves the stack, choosing the first option of any choice (a target, the order of cards)."""
    for _ in range(200):
        p = game.pending
        if not game.state.stack and p.kind == "priority":
            return
        if p.kind == "priority":
            game.apply("pass")
        elif p.kind in ("choose", "targets"):
            game.apply(f"choose {p.options[0]}" if p.min else "choose")
        elif p.kind == "may":
            game.apply("no")
        else:
            raise AssertionError(f"unexpected decision {p}")
    raise AssertionError("the stack did not empty")


def test_evolutionary_leap_finds_the_first_creature_card_and_bottoms_the_rest() -> None:
    """Evolutionary Leap: '{G}, Sacrifice a creature: Reveal cards from the top of your library until you reveal a
    creature card. Put that card into your hand and the rest on the bottom of your library in a random order.'"""
    game = board({"battlefield": ["Evolutionary Leap", "Grizzly Bears", lands("Forest", 1)],
                  "library": ["Shock", "Island", "Llanowar Elves", "Grizzly Bears", "Giant Growth"]})
    leap = game.find("Evolutionary Leap")
    activate(game, leap)
    _pay(game)  # the creature to sacrifice, the mana
    _resolve(game)
    assert _zone(game, "hand") == ["Llanowar Elves"]
    lib = _zone(game, "library")
    assert lib[:2] == ["Grizzly Bears", "Giant Growth"]  # the cards below it were never revealed
    assert sorted(lib[2:]) == ["Island", "Shock"]


def test_balustrade_spy_mills_down_to_the_first_land() -> None:
    """Balustrade Spy: 'When Balustrade Spy enters the battlefield, target player reveals cards from the top of
    their library until they reveal a land card, then puts those cards into their graveyard.'"""
    game = board({"battlefield": [lands("Swamp", 4)], "hand": ["Balustrade Spy"]},
                 {"library": ["Shock", "Giant Growth", "Mountain", "Grizzly Bears"]})
    cast(game, "Balustrade Spy")
    pass_both(game)
    game.apply("target P2")
    _resolve(game)
    assert sorted(_zone(game, "graveyard", 1)) == ["Giant Growth", "Mountain", "Shock"]
    assert _zone(game, "library", 1) == ["Grizzly Bears"]


def test_balustrade_spy_ruling_no_land_reveals_and_mills_the_whole_library() -> None:
    """Ruling (2017-11-17): 'If the target player has no land cards in their library, all cards from that library
    will be revealed and put into their graveyard.'"""
    game = board({"battlefield": [lands("Swamp", 4)], "hand": ["Balustrade Spy"]},
                 {"library": ["Shock", "Giant Growth", "Grizzly Bears"]})
    cast(game, "Balustrade Spy")
    pass_both(game)
    game.apply("target P2")
    _resolve(game)
    assert _zone(game, "library", 1) == []
    assert sorted(_zone(game, "graveyard", 1)) == ["Giant Growth", "Grizzly Bears", "Shock"]


def test_jalira_puts_the_nonlegendary_creature_card_onto_the_battlefield() -> None:
    """Jalira, Master Polymorphist: 'Reveal cards from the top of your library until you reveal a nonlegendary
    creature card. Put that card onto the battlefield and the rest on the bottom of your library in a random
    order.' (a legendary creature card is passed over)"""
    game = board({"battlefield": ["Jalira, Master Polymorphist", "Grizzly Bears", lands("Island", 3)],
                  "library": ["Krenko, Mob Boss", "Shock", "Llanowar Elves", "Forest"]})
    activate(game, game.find("Jalira, Master Polymorphist"))
    _pay(game)
    _resolve(game)
    assert "Llanowar Elves" in _bf(game)
    lib = _zone(game, "library")
    assert lib[0] == "Forest" and sorted(lib[1:]) == ["Krenko, Mob Boss", "Shock"]


def test_recross_the_paths_ruling_nonland_cards_go_to_the_bottom_before_the_clash() -> None:
    """Recross the Paths: 'Reveal cards from the top of your library until you reveal a land card. Put that card
    onto the battlefield and the rest on the bottom of your library in any order.' Ruling (2008-04-01): 'You put
    the revealed nonland cards on the bottom of your library before you clash.'"""
    game = board({"battlefield": [lands("Forest", 3)], "hand": ["Recross the Paths"],
                  "library": ["Shock", "Plains", "Grizzly Bears", "Island"]})
    cast(game, "Recross the Paths")
    _resolve(game)
    assert "Plains" in _bf(game)
    lib = _zone(game, "library")  # the clash kept Grizzly Bears on top (the 'may' answered no)
    assert lib[:2] == ["Grizzly Bears", "Island"] and lib[-1] == "Shock"


def _pay(game: Game) -> None:
    """Answers the cost decisions of an activation with the first legal answer (601.2g-h)."""
    for _ in range(20):
        if game.pending.kind == "priority":
            return
        game.apply(next(a for a in game.legal_actions() if a not in ("cancel", "concede")))


def test_hermit_druid_puts_the_basic_land_into_hand_and_all_other_cards_into_the_graveyard() -> None:
    """Hermit Druid: '{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put
    that card into your hand and all other cards revealed this way into your graveyard.' (a nonbasic land card is
    passed over)"""
    game = board({"battlefield": ["Hermit Druid", lands("Forest", 1)],
                  "library": ["Shock", "Maze of Ith", "Island", "Grizzly Bears"]})
    activate(game, game.find("Hermit Druid"))
    _pay(game)
    _resolve(game)
    assert _zone(game, "hand") == ["Island"]
    assert sorted(_zone(game, "graveyard")) == ["Maze of Ith", "Shock"]
    assert _zone(game, "library") == ["Grizzly Bears"]


def test_treasure_hunt_puts_every_card_revealed_into_hand() -> None:
    """Treasure Hunt: 'Reveal cards from the top of your library until you reveal a nonland card, then put all
    cards revealed this way into your hand.'"""
    game = board({"battlefield": [lands("Island", 2)], "hand": ["Treasure Hunt"],
                  "library": ["Island", "Forest", "Shock", "Grizzly Bears"]})
    cast(game, "Treasure Hunt")
    _resolve(game)
    assert sorted(_zone(game, "hand")) == ["Forest", "Island", "Shock"]
    assert _zone(game, "library") == ["Grizzly Bears"]


def test_mirko_vosk_ruling_that_player_mills_to_the_fourth_land() -> None:
    """Mirko Vosk, Mind Drinker: 'Whenever Mirko Vosk, Mind Drinker deals combat damage to a player, that player
    reveals cards from the top of their library until they reveal four land cards, then puts those cards into
    their graveyard.' Ruling (2013-04-15): 'If the player has fewer than four land cards in their library, all
    cards from that library will be revealed and put into that player's graveyard.'"""
    library = ["Island", "Shock", "Island", "Giant Growth", "Island", "Grizzly Bears", "Island", "Shock"]
    game = board({"battlefield": ["Mirko Vosk, Mind Drinker"]}, {"library": library}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Mirko Vosk, Mind Drinker"))
    for _ in range(30):
        if game.state.step in ("end_of_combat", "main2") and not game.state.stack:
            break
        p = game.pending
        game.apply("pass" if p.kind == "priority" else "done")
    assert _zone(game, "library", 1) == ["Shock"]
    assert sorted(_zone(game, "graveyard", 1)) == sorted(library[:7])

    few = board({"battlefield": ["Mirko Vosk, Mind Drinker"]}, {"library": ["Island", "Shock"]},
                step="beginning_of_combat")
    to_attackers(few)
    attack(few, few.find("Mirko Vosk, Mind Drinker"))
    for _ in range(30):
        if few.state.step in ("end_of_combat", "main2") and not few.state.stack:
            break
        few.apply("pass" if few.pending.kind == "priority" else "done")
    assert _zone(few, "library", 1) == []
    assert sorted(_zone(few, "graveyard", 1)) == ["Island", "Shock"]
