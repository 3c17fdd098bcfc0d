"""Meld (701.42, 712.4): Hanweir Battlements' '{3}{R}{R}, {T}: If you both own and control Hanweir Battlements and a
creature named Hanweir Garrison, exile them, then meld them into Hanweir, the Writhing Township.'"""
