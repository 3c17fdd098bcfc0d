"""The general phrases Streets of New Capenna needed, read by the compiler and played: tapped tokens (110.5b,
508.4), 'other than ~' (as 'another', 109.2), a trailing 'until end of turn' (611.2a, 613.4b, 701.10b),
'if this is the second time this ability has resolved this turn' (608.2c), 'then ... unless [condition]'
(608.2c), 'N or more mana values among cards in your graveyard' (202.3) and 'if you had two or more creatures
enter the battlefield under your control this turn'."""

from __future__ import annotations

from support import activate, board, cast, pass_both

from lithoform.cards.tree import CreatePredefinedToken, CreateToken
from lithoform.catalog.compiled import compiled


def _effects(name: str) -> list[object]:
    out: list[object] = []

    def walk(node: object) -> None:
        out.append(node)
        for f in getattr(node, "__struct_fields__", ()):
            v = getattr(node, f)
            for x in v if isinstance(v, tuple) else (v,):
                if hasattr(x, "__struct_fields__"):
                    walk(x)

    walk(compiled(name).card)
    return out


def test_110_5b_tapped_tokens_and_508_4_tapped_and_attacking() -> None:
    """Ognis: 'create a tapped Treasure token'; Girder Goons: 'create a tapped 2/2 black Rogue creature token';
    Pugnacious Pugilist: 'create a tapped and attacking 1/1 red Devil creature token with ...'."""
    (treasure,) = [e for e in _effects("Ognis, the Dragon's Lash") if isinstance(e, CreatePredefinedToken)]
    assert treasure.kind == "treasure" and treasure.tapped
    (rogue,) = [e for e in _effects("Girder Goons") if isinstance(e, CreateToken)]
    assert rogue.tapped and not rogue.attacking and rogue.token.power == 2
    (devil,) = [e for e in _effects("Pugnacious Pugilist") if isinstance(e, CreateToken)]
    assert devil.tapped and devil.attacking


def test_a_tapped_treasure_token_enters_tapped() -> None:
    """Ognis, the Dragon's Lash: 'Whenever a creature you control with haste attacks, you may sacrifice it.
    If you do, create a tapped Treasure token.' — here through a compiled Treasure maker played directly."""
    from lithoform.rules.context import Ctx
    from lithoform.rules.effects import interpreter
    from lithoform.state.model import Choices

    game = board({"battlefield": ["Grizzly Bears"]})
    source = game.find("Grizzly Bears")
    interpreter.run_effect(Ctx(game.state, source, 0, source, Choices(), ()), CreatePredefinedToken("treasure",
                                                                                                 tapped=True))
    (treasure,) = [o for o in game.zone("battlefield") if game.chars(o).name == "Treasure"]
    assert game.state.objects[treasure].tapped


def test_other_than_this_is_another() -> None:
    """Elegant Entourage: 'target creature other than Elegant Entourage gets +1/+1 and gains trample'."""
    assert compiled("Elegant Entourage").ok and compiled("Faceless Butcher").ok


def test_611_2a_has_base_power_and_toughness_until_end_of_turn() -> None:
    """Brokers Initiate: '{4}{G/U}: Brokers Initiate has base power and toughness 5/5 until end of turn.'"""
    game = board({"battlefield": ["Brokers Initiate", {"card": "Forest", "count": 5}]})
    initiate = game.find("Brokers Initiate")
    activate(game, initiate, 1)
    pass_both(game)
    c = game.chars(initiate)
    assert (c.power, c.toughness) == (5, 5)


def test_701_10_double_target_creatures_power() -> None:
    """Mr. Orfeo, the Boulder: 'Whenever you attack, double target creature's power until end of turn.'"""
    assert compiled("Mr. Orfeo, the Boulder").ok and compiled("Devilish Valet").ok


def test_an_additional_boost() -> None:
    """Take to the Streets: 'Creatures you control get +2/+2 until end of turn. Citizens you control get an
    additional +1/+1 and gain vigilance until end of turn.'"""
    game = board({"battlefield": ["Grizzly Bears", "Brokers Initiate", {"card": "Forest", "count": 5}],
                  "hand": ["Take to the Streets"]})
    cast(game, "Take to the Streets")
    pass_both(game)
    assert game.chars(game.find("Grizzly Bears")).power == 4
    citizen = game.chars(game.find("Brokers Initiate"))  # a Cat Citizen 0/4
    assert (citizen.power, citizen.toughness) == (3, 7) and "vigilance" in citizen.keywords


def test_park_heights_pegasus_counts_two_creatures_entered() -> None:
    assert compiled("Park Heights Pegasus").ok and compiled("Crew Captain").ok and compiled("Capenna Express").ok


def test_backstreet_bruiser_attacks_with_two_counters_among_your_creatures() -> None:
    """'As long as there are two or more counters among creatures you control, Backstreet Bruiser can attack
    as though it didn't have defender.' (122.1, 702.3b; 611.3a: checked continuously)."""
    def attackers(counters: int) -> tuple[int, tuple[int, ...]]:
        game = board({"battlefield": ["Backstreet Bruiser", {"card": "Grizzly Bears", "counters": {"+1/+1": counters}}]},
                     step="beginning_of_combat")
        pass_both(game)
        return game.find("Backstreet Bruiser"), game.pending.options

    bruiser, options = attackers(1)
    assert bruiser not in options
    bruiser, options = attackers(2)
    assert bruiser in options
